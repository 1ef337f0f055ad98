class Solution {
    TreeNode* tail = nullptr;
    void visit(TreeNode* node) {
        if (!node) return;
        visit(node->left);
        node->left = nullptr;
        tail->right = node;
        tail = node;
        visit(node->right);
    }
public:
    TreeNode* increasingBST(TreeNode* root) {
        TreeNode dummy;
        tail = &dummy;
        visit(root);
        return dummy.right;
    }
};
