class Solution {
    vector<tuple<int, int, int>> items;
    void visit(TreeNode* node, int row, int col) {
        if (!node) return;
        items.emplace_back(col, row, node->val);
        visit(node->left, row + 1, col - 1);
        visit(node->right, row + 1, col + 1);
    }
public:
    vector<vector<int>> verticalTraversal(TreeNode* root) {
        visit(root, 0, 0);
        sort(items.begin(), items.end());
        vector<vector<int>> out;
        int last = INT_MIN;
        for (auto& [col, row, val] : items) {
            if (col != last) { out.emplace_back(); last = col; }
            out.back().push_back(val);
        }
        return out;
    }
};
