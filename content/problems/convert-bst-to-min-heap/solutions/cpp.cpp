class Solution {
    vector<int> vals;
    size_t k = 0;

    void inorder(TreeNode* node) {
        if (!node) return;
        inorder(node->left);
        vals.push_back(node->val);
        inorder(node->right);
    }

    void preorder(TreeNode* node) {
        if (!node) return;
        node->val = vals[k++];
        preorder(node->left);
        preorder(node->right);
    }

public:
    TreeNode* convertToMinHeap(TreeNode* root) {
        vals.clear();
        k = 0;
        inorder(root);
        preorder(root);
        return root;
    }
};
