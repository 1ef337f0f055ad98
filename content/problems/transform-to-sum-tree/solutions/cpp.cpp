class Solution {
    int convert(TreeNode* n) {
        if (!n) return 0;
        int old = n->val;
        n->val = convert(n->left) + convert(n->right);
        return n->val + old;
    }

public:
    void toSumTree(TreeNode* root) { convert(root); }
};
