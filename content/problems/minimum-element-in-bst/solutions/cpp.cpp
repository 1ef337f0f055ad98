class Solution {
public:
    int minValue(TreeNode* root) {
        if (!root) return -1;
        while (root->left) root = root->left;
        return root->val;
    }
};
