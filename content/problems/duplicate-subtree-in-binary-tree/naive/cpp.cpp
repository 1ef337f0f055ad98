class Solution {
    static bool same(TreeNode* a, TreeNode* b) {
        if (!a || !b) return a == b;
        return a->val == b->val && same(a->left, b->left) && same(a->right, b->right);
    }

public:
    int dupSub(TreeNode* root) {
        vector<TreeNode*> inner, st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            if (n->left || n->right) inner.push_back(n);
            if (n->left) st.push_back(n->left);
            if (n->right) st.push_back(n->right);
        }
        for (size_t i = 0; i < inner.size(); i++)
            for (size_t j = i + 1; j < inner.size(); j++)
                if (same(inner[i], inner[j])) return 1;
        return 0;
    }
};
