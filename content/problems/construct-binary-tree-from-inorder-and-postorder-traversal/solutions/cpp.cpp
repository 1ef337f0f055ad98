class Solution {
    unordered_map<int, int> at;
    int p;
    TreeNode* build(const vector<int>& post, int lo, int hi) {
        if (lo > hi) return nullptr;
        TreeNode* node = new TreeNode(post[p--]);
        int m = at[node->val];
        node->right = build(post, m + 1, hi);
        node->left = build(post, lo, m - 1);
        return node;
    }
public:
    TreeNode* buildTree(vector<int>& inorder, vector<int>& postorder) {
        for (int i = 0; i < (int)inorder.size(); i++) at[inorder[i]] = i;
        p = postorder.size() - 1;
        return build(postorder, 0, inorder.size() - 1);
    }
};
