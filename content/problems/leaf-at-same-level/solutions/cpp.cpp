class Solution {
public:
    bool check(TreeNode* root) {
        queue<TreeNode*> q;
        q.push(root);
        while (!q.empty()) {
            int leaves = 0, size = q.size();
            for (int k = 0; k < size; k++) {
                TreeNode* n = q.front();
                q.pop();
                if (!n->left && !n->right) leaves++;
                if (n->left) q.push(n->left);
                if (n->right) q.push(n->right);
            }
            if (leaves > 0) return leaves == size && q.empty();
        }
        return true;
    }
};
