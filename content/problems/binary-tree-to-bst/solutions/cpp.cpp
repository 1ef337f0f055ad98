class Solution {
    vector<int> vals;
    size_t k = 0;
    void collect(TreeNode* n) {
        if (!n) return;
        collect(n->left);
        vals.push_back(n->val);
        collect(n->right);
    }
    void assign(TreeNode* n) {
        if (!n) return;
        assign(n->left);
        n->val = vals[k++];
        assign(n->right);
    }

public:
    TreeNode* binaryTreeToBST(TreeNode* root) {
        vals.clear();
        k = 0;
        collect(root);
        sort(vals.begin(), vals.end());
        assign(root);
        return root;
    }
};
