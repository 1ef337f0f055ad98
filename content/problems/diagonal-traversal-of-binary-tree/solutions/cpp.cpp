class Solution {
public:
    vector<int> diagonal(TreeNode* root) {
        vector<int> out;
        queue<TreeNode*> q;
        q.push(root);
        while (!q.empty()) {
            for (TreeNode* n = q.front(); n; n = n->right) {
                out.push_back(n->val);
                if (n->left) q.push(n->left);
            }
            q.pop();
        }
        return out;
    }
};
