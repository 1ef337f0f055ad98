class Solution {
    vector<TreeNode*> nodes;
    TreeNode* build(int lo, int hi) {
        if (lo > hi) return nullptr;
        int mid = (lo + hi) / 2;
        TreeNode* n = nodes[mid];
        n->left = build(lo, mid - 1);
        n->right = build(mid + 1, hi);
        return n;
    }

public:
    TreeNode* balanceBST(TreeNode* root) {
        nodes.clear();
        vector<TreeNode*> st;
        for (TreeNode* cur = root; cur || !st.empty();) {
            while (cur) {
                st.push_back(cur);
                cur = cur->left;
            }
            cur = st.back();
            st.pop_back();
            nodes.push_back(cur);
            cur = cur->right;
        }
        return build(0, (int)nodes.size() - 1);
    }
};
