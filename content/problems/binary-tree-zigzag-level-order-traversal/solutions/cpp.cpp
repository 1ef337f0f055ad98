class Solution {
public:
    vector<vector<int>> zigzagLevelOrder(TreeNode* root) {
        vector<vector<int>> out;
        queue<TreeNode*> q;
        if (root) q.push(root);
        while (!q.empty()) {
            int k = q.size();
            vector<int> level(k);
            bool flip = out.size() % 2 == 1;
            for (int i = 0; i < k; i++) {
                TreeNode* node = q.front();
                q.pop();
                level[flip ? k - 1 - i : i] = node->val;
                if (node->left) q.push(node->left);
                if (node->right) q.push(node->right);
            }
            out.push_back(move(level));
        }
        return out;
    }
};
