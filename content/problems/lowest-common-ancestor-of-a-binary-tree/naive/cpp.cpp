class Solution {
    bool contains(TreeNode* node, TreeNode* target) {
        if (!node) return false;
        return node == target || contains(node->left, target) || contains(node->right, target);
    }
public:
    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {
        while (true) {
            if (root == p || root == q) return root;
            bool pLeft = contains(root->left, p), qLeft = contains(root->left, q);
            if (pLeft && qLeft) root = root->left;
            else if (!pLeft && !qLeft) root = root->right;
            else return root;
        }
    }
};
