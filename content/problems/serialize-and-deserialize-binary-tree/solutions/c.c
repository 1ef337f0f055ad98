/** Encodes a tree to a single string. */
char* serialize(struct TreeNode* root) {
    int cap = 1024, len = 0, qcap = 1024, qh = 0, qt = 0;
    char* out = malloc(cap);
    struct TreeNode** q = malloc(sizeof(struct TreeNode*) * qcap);
    q[qt++] = root;
    while (qh < qt) {
        struct TreeNode* node = q[qh++];
        if (len + 16 > cap) { cap *= 2; out = realloc(out, cap); }
        if (!node) { len += sprintf(out + len, "#,"); continue; }
        len += sprintf(out + len, "%d,", node->val);
        if (qt + 2 > qcap) { qcap *= 2; q = realloc(q, sizeof(struct TreeNode*) * qcap); }
        q[qt++] = node->left;
        q[qt++] = node->right;
    }
    out[len] = 0;
    free(q);
    return out;
}

static struct TreeNode* readNode(char** p) {
    if (**p == '#') { *p += 2; return NULL; }
    struct TreeNode* node = malloc(sizeof(struct TreeNode));
    node->val = (int)strtol(*p, p, 10);
    (*p)++;
    node->left = node->right = NULL;
    return node;
}

/** Decodes your encoded data to tree. */
struct TreeNode* deserialize(char* data) {
    char* p = data;
    struct TreeNode* root = readNode(&p);
    if (!root) return NULL;
    int qcap = 1024, qh = 0, qt = 0;
    struct TreeNode** q = malloc(sizeof(struct TreeNode*) * qcap);
    q[qt++] = root;
    while (qh < qt && *p) {
        struct TreeNode* node = q[qh++];
        if (qt + 2 > qcap) { qcap *= 2; q = realloc(q, sizeof(struct TreeNode*) * qcap); }
        node->left = readNode(&p);
        if (node->left) q[qt++] = node->left;
        node->right = readNode(&p);
        if (node->right) q[qt++] = node->right;
    }
    free(q);
    return root;
}
