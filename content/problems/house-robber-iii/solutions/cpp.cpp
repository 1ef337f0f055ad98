class Solution {
    pair<int, int> go(TreeNode* node) {
        if (!node) return {0, 0};
        auto [lt, ls] = go(node->left);
        auto [rt, rs] = go(node->right);
        return {node->val + ls + rs, max(lt, ls) + max(rt, rs)};
    }
public:
    int rob(TreeNode* root) {
        auto [take, skip] = go(root);
        return max(take, skip);
    }
};
