class Solution {
    int check(TreeNode* node) {
        if (!node) return 0;
        int l = check(node->left);
        if (l < 0) return -1;
        int r = check(node->right);
        if (r < 0 || abs(l - r) > 1) return -1;
        return 1 + max(l, r);
    }
public:
    bool isBalanced(TreeNode* root) {
        return check(root) >= 0;
    }
};
