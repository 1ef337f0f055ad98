class Solution {
    bool ok;
    long long total(TreeNode* n) {
        if (!n) return 0;
        if (!n->left && !n->right) return n->val;
        long long s = total(n->left) + total(n->right);
        if (s != n->val) ok = false;
        return s + n->val;
    }

public:
    bool isSumTree(TreeNode* root) {
        ok = true;
        total(root);
        return ok;
    }
};
