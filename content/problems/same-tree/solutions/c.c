bool isSameTree(struct TreeNode* p, struct TreeNode* q) {
    /* Each tree has at most 100 nodes; every matched pair adds one net pair to the stack, so 101 pairs suffice. */
    struct TreeNode* stack[2 * 101];
    int top = 0;
    stack[top++] = p;
    stack[top++] = q;
    while (top > 0) {
        struct TreeNode* b = stack[--top];
        struct TreeNode* a = stack[--top];
        if (a == NULL && b == NULL) continue;
        if (a == NULL || b == NULL || a->val != b->val) return false;
        stack[top++] = a->left;
        stack[top++] = b->left;
        stack[top++] = a->right;
        stack[top++] = b->right;
    }
    return true;
}
