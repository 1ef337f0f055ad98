class Solution {
public:
    int rob(TreeNode* root) {
        if (!root) return 0;
        int take = root->val;
        if (root->left) take += rob(root->left->left) + rob(root->left->right);
        if (root->right) take += rob(root->right->left) + rob(root->right->right);
        return max(take, rob(root->left) + rob(root->right));
    }
};
