class Solution {
public:
    bool isHeap(TreeNode* root) {
        queue<TreeNode*> q;
        q.push(root);
        bool gap = false;
        while (!q.empty()) {
            TreeNode* node = q.front();
            q.pop();
            for (TreeNode* child : {node->left, node->right}) {
                if (!child) { gap = true; continue; }
                if (gap || child->val > node->val) return false;
                q.push(child);
            }
        }
        return true;
    }
};
