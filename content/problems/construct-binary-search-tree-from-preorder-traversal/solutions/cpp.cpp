class Solution {
public:
    TreeNode* bstFromPreorder(vector<int>& preorder) {
        // monotonic stack: the stack holds the path of nodes that may still receive a right child
        TreeNode* root = new TreeNode(preorder[0]);
        vector<TreeNode*> stack{root};
        for (size_t i = 1; i < preorder.size(); i++) {
            TreeNode* node = new TreeNode(preorder[i]);
            TreeNode* parent = stack.back();
            while (!stack.empty() && stack.back()->val < node->val) {
                parent = stack.back();
                stack.pop_back();
            }
            if (parent->val < node->val) parent->right = node;
            else parent->left = node;
            stack.push_back(node);
        }
        return root;
    }
};
