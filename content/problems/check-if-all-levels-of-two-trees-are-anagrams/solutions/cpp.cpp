class Solution {
public:
    bool areAnagrams(TreeNode* root1, TreeNode* root2) {
        vector<TreeNode*> a{root1}, b{root2}, na, nb;
        while (!a.empty() || !b.empty()) {
            if (a.size() != b.size()) return false;
            vector<int> va, vb;
            na.clear();
            nb.clear();
            for (TreeNode* n : a) {
                va.push_back(n->val);
                if (n->left) na.push_back(n->left);
                if (n->right) na.push_back(n->right);
            }
            for (TreeNode* n : b) {
                vb.push_back(n->val);
                if (n->left) nb.push_back(n->left);
                if (n->right) nb.push_back(n->right);
            }
            sort(va.begin(), va.end());
            sort(vb.begin(), vb.end());
            if (va != vb) return false;
            swap(a, na);
            swap(b, nb);
        }
        return true;
    }
};
