class Solution {
public:
    vector<int> leftView(TreeNode* root) {
        vector<int> out;
        if (!root) return out;
        vector<TreeNode*> level{root}, next;
        while (!level.empty()) {
            out.push_back(level[0]->val);
            next.clear();
            for (TreeNode* n : level) {
                if (n->left) next.push_back(n->left);
                if (n->right) next.push_back(n->right);
            }
            swap(level, next);
        }
        return out;
    }
};
