class Solution {
    vector<int> path;
    bool find(TreeNode* node, int target) {
        if (!node) return false;
        path.push_back(node->val);
        if (node->val == target || find(node->left, target) || find(node->right, target)) return true;
        path.pop_back();
        return false;
    }

public:
    vector<int> rootToNodePath(TreeNode* root, int target) {
        path.clear();
        find(root, target);
        return path;
    }
};
