// For every node: validate its subtree with bounds, and sum it.
class Solution {
    bool valid(TreeNode* n, long long lo, long long hi) {
        if (!n) return true;
        if (n->val <= lo || n->val >= hi) return false;
        return valid(n->left, lo, n->val) && valid(n->right, n->val, hi);
    }
    int sum(TreeNode* n) { return n ? n->val + sum(n->left) + sum(n->right) : 0; }
    int best = 0;
    void each(TreeNode* n) {
        if (!n) return;
        if (valid(n, LLONG_MIN, LLONG_MAX)) best = max(best, sum(n));
        each(n->left);
        each(n->right);
    }
public:
    int maxSumBST(TreeNode* root) {
        each(root);
        return best;
    }
};
