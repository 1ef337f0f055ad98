class Solution {
    long long best;
    long long total(TreeNode* n) {
        if (!n) return 0;
        long long s = n->val + total(n->left) + total(n->right);
        best = max(best, s);
        return s;
    }

public:
    long long findLargestSubtreeSum(TreeNode* root) {
        best = LLONG_MIN;
        total(root);
        return best;
    }
};
