struct TreeNode* invertTree(struct TreeNode* root) {
    // at most 100 nodes, so a fixed stack suffices
    struct TreeNode* stack[100];
    int top = 0;
    if (root) stack[top++] = root;
    while (top) {
        struct TreeNode* node = stack[--top];
        struct TreeNode* tmp = node->left;
        node->left = node->right;
        node->right = tmp;
        if (node->left) stack[top++] = node->left;
        if (node->right) stack[top++] = node->right;
    }
    return root;
}
