class Solution {
public:
    vector<int> findPreSuc(TreeNode* root, int key) {
        int pre = -1, suc = -1;
        TreeNode* node = root;
        while (node) {
            if (node->val < key) {
                pre = node->val;
                node = node->right;
            } else if (node->val > key) {
                suc = node->val;
                node = node->left;
            } else {
                for (TreeNode* p = node->left; p; p = p->right) pre = p->val;
                for (TreeNode* s = node->right; s; s = s->left) suc = s->val;
                break;
            }
        }
        return {pre, suc};
    }
};
