class Solution {
public:
    int widthOfBinaryTree(TreeNode* root) {
        // unsigned arithmetic wraps around, but differences within one level stay exact
        unsigned long long best = 0;
        vector<pair<TreeNode*, unsigned long long>> level{{root, 0}}, next;
        while (!level.empty()) {
            best = max(best, level.back().second - level.front().second + 1);
            next.clear();
            for (auto& [node, p] : level) {
                if (node->left) next.push_back({node->left, 2 * p});
                if (node->right) next.push_back({node->right, 2 * p + 1});
            }
            swap(level, next);
        }
        return (int)best;
    }
};
