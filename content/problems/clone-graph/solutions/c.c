struct Node* copies[101];

struct Node* cloneNode(struct Node* n) {
    if (!n) return NULL;
    if (copies[n->val]) return copies[n->val];
    struct Node* c = malloc(sizeof(struct Node));
    c->val = n->val;
    c->numNeighbors = n->numNeighbors;
    c->neighbors = malloc(sizeof(struct Node*) * (n->numNeighbors > 0 ? n->numNeighbors : 1));
    copies[n->val] = c;
    for (int i = 0; i < n->numNeighbors; i++) c->neighbors[i] = cloneNode(n->neighbors[i]);
    return c;
}

struct Node *cloneGraph(struct Node *s) {
    memset(copies, 0, sizeof(copies));
    return cloneNode(s);
}
