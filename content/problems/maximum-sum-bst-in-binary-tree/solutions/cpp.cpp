class Solution {
    struct Info { bool bst; int mn, mx, sum; };
    int best = 0;
    Info visit(TreeNode* node) {
        if (!node) return {true, INT_MAX, INT_MIN, 0};
        Info l = visit(node->left), r = visit(node->right);
        if (l.bst && r.bst && l.mx < node->val && node->val < r.mn) {
            int s = l.sum + node->val + r.sum;
            best = max(best, s);
            return {true, min(l.mn, node->val), max(r.mx, node->val), s};
        }
        return {false, 0, 0, 0};
    }
public:
    int maxSumBST(TreeNode* root) {
        visit(root);
        return best;
    }
};
