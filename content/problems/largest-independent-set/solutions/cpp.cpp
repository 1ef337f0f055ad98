class Solution {
public:
    int LISS(TreeNode* root) {
        vector<TreeNode*> order;
        vector<TreeNode*> stack = {root};
        while (!stack.empty()) {
            TreeNode* node = stack.back();
            stack.pop_back();
            order.push_back(node);
            if (node->left) stack.push_back(node->left);
            if (node->right) stack.push_back(node->right);
        }
        unordered_map<TreeNode*, pair<int, int>> best;  // {taken, not taken}
        best.reserve(order.size() * 2);
        for (int i = (int)order.size() - 1; i >= 0; i--) {
            TreeNode* v = order[i];
            int in = 1, out = 0;
            for (TreeNode* c : {v->left, v->right}) {
                if (!c) continue;
                auto [ci, co] = best[c];
                in += co;
                out += max(ci, co);
            }
            best[v] = {in, out};
        }
        return max(best[root].first, best[root].second);
    }
};
