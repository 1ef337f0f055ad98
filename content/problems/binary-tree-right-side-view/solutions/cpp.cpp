class Solution {
    void dfs(TreeNode* node, int depth, vector<int>& out) {
        if (!node) return;
        if (depth == (int)out.size()) out.push_back(node->val);
        dfs(node->right, depth + 1, out);
        dfs(node->left, depth + 1, out);
    }
public:
    vector<int> rightSideView(TreeNode* root) {
        vector<int> out;
        dfs(root, 0, out);
        return out;
    }
};
