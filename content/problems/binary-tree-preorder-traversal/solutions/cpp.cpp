class Solution {
public:
    vector<int> preorderTraversal(TreeNode* root) {
        // Morris traversal: threads each left subtree's rightmost node back to its root, then removes the thread.
        vector<int> out;
        TreeNode* cur = root;
        while (cur) {
            if (!cur->left) {
                out.push_back(cur->val);
                cur = cur->right;
                continue;
            }
            TreeNode* pred = cur->left;
            while (pred->right && pred->right != cur) pred = pred->right;
            if (!pred->right) {
                out.push_back(cur->val);
                pred->right = cur;
                cur = cur->left;
            } else {
                pred->right = nullptr;
                cur = cur->right;
            }
        }
        return out;
    }
};
