class Solution {
    // size of the subtree if it is a BST within (lo, hi), else -1
    int check(TreeNode* n, long long lo, long long hi) {
        if (!n) return 0;
        if (n->val <= lo || n->val >= hi) return -1;
        int l = check(n->left, lo, n->val);
        if (l < 0) return -1;
        int r = check(n->right, n->val, hi);
        if (r < 0) return -1;
        return l + r + 1;
    }

public:
    int largestBSTSubtree(TreeNode* root) {
        if (!root) return 0;
        int best = 0;
        vector<TreeNode*> st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            best = max(best, check(n, LLONG_MIN, LLONG_MAX));
            if (n->left) st.push_back(n->left);
            if (n->right) st.push_back(n->right);
        }
        return best;
    }
};
