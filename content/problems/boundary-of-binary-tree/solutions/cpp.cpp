class Solution {
    static bool leaf(TreeNode* n) { return !n->left && !n->right; }

public:
    vector<int> boundaryOfBinaryTree(TreeNode* root) {
        vector<int> out{root->val};
        if (leaf(root)) return out;
        for (TreeNode* n = root->left; n && !leaf(n); n = n->left ? n->left : n->right) out.push_back(n->val);
        vector<TreeNode*> st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            if (leaf(n)) out.push_back(n->val);
            if (n->right) st.push_back(n->right);
            if (n->left) st.push_back(n->left);
        }
        vector<int> right;
        for (TreeNode* n = root->right; n && !leaf(n); n = n->right ? n->right : n->left) right.push_back(n->val);
        out.insert(out.end(), right.rbegin(), right.rend());
        return out;
    }
};
