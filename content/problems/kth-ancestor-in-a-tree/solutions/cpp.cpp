class Solution {
public:
    int kthAncestor(TreeNode* root, int k, int node) {
        unordered_map<int, int> parent;
        parent[root->val] = -1;
        vector<TreeNode*> st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            for (TreeNode* c : {n->left, n->right})
                if (c) {
                    parent[c->val] = n->val;
                    st.push_back(c);
                }
        }
        int cur = node;
        for (int i = 0; i < k && cur != -1; i++) cur = parent[cur];
        return cur;
    }
};
