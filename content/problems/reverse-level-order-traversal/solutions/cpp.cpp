class Solution {
public:
    vector<int> reverseLevelOrder(TreeNode* root) {
        queue<TreeNode*> q;
        stack<int> st;
        q.push(root);
        while (!q.empty()) {
            TreeNode* n = q.front();
            q.pop();
            st.push(n->val);
            if (n->right) q.push(n->right);
            if (n->left) q.push(n->left);
        }
        vector<int> out;
        while (!st.empty()) { out.push_back(st.top()); st.pop(); }
        return out;
    }
};
