class Solution {
    // two BST iterators: ascending (walks left edges) and descending (walks right edges)
    vector<TreeNode*> lo, hi;
    void pushLeft(TreeNode* n) { for (; n; n = n->left) lo.push_back(n); }
    void pushRight(TreeNode* n) { for (; n; n = n->right) hi.push_back(n); }
public:
    bool findTarget(TreeNode* root, int k) {
        pushLeft(root);
        pushRight(root);
        while (!lo.empty() && !hi.empty()) {
            TreeNode* a = lo.back();
            TreeNode* b = hi.back();
            if (a == b || a->val > b->val) return false;
            int s = a->val + b->val;
            if (s == k) return true;
            if (s < k) { lo.pop_back(); pushLeft(a->right); }
            else { hi.pop_back(); pushRight(b->left); }
        }
        return false;
    }
};
