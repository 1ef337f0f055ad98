class Solution {
public:
    int kthLargest(TreeNode* root, int k) {
        vector<TreeNode*> st;
        TreeNode* node = root;
        while (node || !st.empty()) {
            while (node) {
                st.push_back(node);
                node = node->right;
            }
            node = st.back();
            st.pop_back();
            if (--k == 0) return node->val;
            node = node->left;
        }
        return -1;
    }
};
