class Solution {
public:
    int LISS(TreeNode* root) {
        if (!root) return 0;
        int without = LISS(root->left) + LISS(root->right);
        int with = 1;
        if (root->left) with += LISS(root->left->left) + LISS(root->left->right);
        if (root->right) with += LISS(root->right->left) + LISS(root->right->right);
        return max(with, without);
    }
};
