class Solution {
public:
    vector<int> postorderTraversal(TreeNode* root) {
        vector<int> out;
        vector<TreeNode*> stack;
        TreeNode* cur = root;
        TreeNode* last = nullptr;
        while (cur || !stack.empty()) {
            while (cur) {
                stack.push_back(cur);
                cur = cur->left;
            }
            TreeNode* top = stack.back();
            if (top->right && top->right != last) {
                cur = top->right;
            } else {
                out.push_back(top->val);
                last = top;
                stack.pop_back();
            }
        }
        return out;
    }
};
