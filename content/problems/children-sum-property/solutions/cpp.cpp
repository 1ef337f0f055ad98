class Solution {
public:
    bool isParentSum(TreeNode* root) {
        vector<TreeNode*> st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            if (!n->left && !n->right) continue;
            long long sum = 0;
            if (n->left) { sum += n->left->val; st.push_back(n->left); }
            if (n->right) { sum += n->right->val; st.push_back(n->right); }
            if (sum != n->val) return false;
        }
        return true;
    }
};
