class Solution {
    int best;
    int gain(TreeNode* node) {
        if (!node) return 0;
        int l = max(gain(node->left), 0);
        int r = max(gain(node->right), 0);
        best = max(best, node->val + l + r);
        return node->val + max(l, r);
    }
public:
    int maxPathSum(TreeNode* root) {
        best = INT_MIN;
        gain(root);
        return best;
    }
};
