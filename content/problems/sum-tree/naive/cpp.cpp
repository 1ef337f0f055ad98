class Solution {
    long long sum(TreeNode* n) {
        if (!n) return 0;
        return n->val + sum(n->left) + sum(n->right);
    }

public:
    bool isSumTree(TreeNode* root) {
        if (!root || (!root->left && !root->right)) return true;
        if (sum(root->left) + sum(root->right) != root->val) return false;
        return isSumTree(root->left) && isSumTree(root->right);
    }
};
