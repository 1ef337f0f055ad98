class Solution {
public:
    vector<vector<int>> preInPostTraversal(TreeNode* root) {
        vector<int> pre, in, post;
        vector<pair<TreeNode*, int>> st{{root, 1}};
        while (!st.empty()) {
            auto& [n, visit] = st.back();
            if (visit == 1) {
                pre.push_back(n->val);
                visit = 2;
                if (n->left) st.push_back({n->left, 1});
            } else if (visit == 2) {
                in.push_back(n->val);
                visit = 3;
                if (n->right) st.push_back({n->right, 1});
            } else {
                post.push_back(n->val);
                st.pop_back();
            }
        }
        return {pre, in, post};
    }
};
