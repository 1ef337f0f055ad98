class Solution {
    bool dead(TreeNode* n, long long lo, long long hi) {
        if (!n) return false;
        if (!n->left && !n->right) return lo == hi;
        return dead(n->left, lo, n->val - 1LL) || dead(n->right, n->val + 1LL, hi);
    }

public:
    bool isDeadEnd(TreeNode* root) { return dead(root, 1, LLONG_MAX); }
};
