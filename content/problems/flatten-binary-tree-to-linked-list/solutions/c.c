void flatten(struct TreeNode* root) {
    for (struct TreeNode* cur = root; cur; cur = cur->right) {
        if (!cur->left) continue;
        struct TreeNode* pred = cur->left;
        while (pred->right) pred = pred->right;
        pred->right = cur->right;
        cur->right = cur->left;
        cur->left = NULL;
    }
}
