class Solution {
    long long sum(TreeNode* n) {
        if (!n) return 0;
        return n->val + sum(n->left) + sum(n->right);
    }
    void visit(TreeNode* n, long long& best) {
        if (!n) return;
        best = max(best, sum(n));
        visit(n->left, best);
        visit(n->right, best);
    }

public:
    long long findLargestSubtreeSum(TreeNode* root) {
        long long best = LLONG_MIN;
        visit(root, best);
        return best;
    }
};
