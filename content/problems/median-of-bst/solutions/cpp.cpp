class Solution {
    // Morris in-order walk: calls visit on every node in order, restores the tree.
    template <class F>
    static void morris(TreeNode* cur, F visit) {
        while (cur) {
            if (!cur->left) {
                visit(cur);
                cur = cur->right;
                continue;
            }
            TreeNode* pre = cur->left;
            while (pre->right && pre->right != cur) pre = pre->right;
            if (!pre->right) {
                pre->right = cur;
                cur = cur->left;
            } else {
                pre->right = nullptr;
                visit(cur);
                cur = cur->right;
            }
        }
    }

public:
    double findMedian(TreeNode* root) {
        long long n = 0;
        morris(root, [&](TreeNode*) { n++; });
        long long k = 0, a = 0, b = 0;
        morris(root, [&](TreeNode* t) {
            if (k == (n - 1) / 2) a = t->val;
            if (k == n / 2) b = t->val;
            k++;
        });
        return (a + b) / 2.0;
    }
};
