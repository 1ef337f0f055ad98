typedef struct {
    struct TreeNode** stack;
    int size;
} BSTIterator;

static void pushLeft(BSTIterator* it, struct TreeNode* node) {
    for (; node; node = node->left) it->stack[it->size++] = node;
}

BSTIterator* bSTIteratorCreate(struct TreeNode* root) {
    BSTIterator* it = malloc(sizeof(BSTIterator));
    it->stack = malloc(sizeof(struct TreeNode*) * 100001);
    it->size = 0;
    pushLeft(it, root);
    return it;
}

int bSTIteratorNext(BSTIterator* obj) {
    struct TreeNode* node = obj->stack[--obj->size];
    pushLeft(obj, node->right);
    return node->val;
}

bool bSTIteratorHasNext(BSTIterator* obj) {
    return obj->size > 0;
}

void bSTIteratorFree(BSTIterator* obj) {
    free(obj->stack);
    free(obj);
}
