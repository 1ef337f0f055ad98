class Solution {
public:
    int countPairs(TreeNode* root1, TreeNode* root2, int x) {
        vector<TreeNode*> up, down;  // in-order of root1, reverse in-order of root2
        for (TreeNode* p = root1; p; p = p->left) up.push_back(p);
        for (TreeNode* p = root2; p; p = p->right) down.push_back(p);
        int count = 0;
        while (!up.empty() && !down.empty()) {
            TreeNode *a = up.back(), *b = down.back();
            long long s = (long long)a->val + b->val;
            bool moveUp = s <= x, moveDown = s >= x;
            if (s == x) count++;
            if (moveUp) {
                up.pop_back();
                for (TreeNode* p = a->right; p; p = p->left) up.push_back(p);
            }
            if (moveDown) {
                down.pop_back();
                for (TreeNode* p = b->left; p; p = p->right) down.push_back(p);
            }
        }
        return count;
    }
};
