class Solution {
public:
    int getCount(TreeNode* root, int l, int h) {
        int count = 0;
        vector<TreeNode*> st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            if (!n) continue;
            if (n->val < l) st.push_back(n->right);
            else if (n->val > h) st.push_back(n->left);
            else {
                count++;
                st.push_back(n->left);
                st.push_back(n->right);
            }
        }
        return count;
    }
};
