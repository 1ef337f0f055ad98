class Solution {
    static bool has(TreeNode* t, int v) {
        while (t) {
            if (t->val == v) return true;
            t = v < t->val ? t->left : t->right;
        }
        return false;
    }

public:
    int countPairs(TreeNode* root1, TreeNode* root2, int x) {
        int count = 0;
        vector<TreeNode*> st{root1};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            if (has(root2, x - n->val)) count++;
            if (n->left) st.push_back(n->left);
            if (n->right) st.push_back(n->right);
        }
        return count;
    }
};
