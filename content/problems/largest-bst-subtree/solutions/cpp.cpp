class Solution {
    struct Info {
        bool ok;
        int size;
        int lo, hi;
    };
    int best = 0;
    Info walk(TreeNode* n) {
        if (!n) return {true, 0, INT_MAX, INT_MIN};
        Info l = walk(n->left), r = walk(n->right);
        if (l.ok && r.ok && l.hi < n->val && n->val < r.lo) {
            int size = l.size + r.size + 1;
            best = max(best, size);
            return {true, size, min(l.lo, n->val), max(r.hi, n->val)};
        }
        return {false, 0, 0, 0};
    }

public:
    int largestBSTSubtree(TreeNode* root) {
        best = 0;
        walk(root);
        return best;
    }
};
