class Solution {
public:
    bool hasPathSum(TreeNode* root, int targetSum) {
        if (!root) return false;
        if (!root->left && !root->right) return root->val == targetSum;
        int rest = targetSum - root->val;
        return hasPathSum(root->left, rest) || hasPathSum(root->right, rest);
    }
};
