class Solution {
    static void pushLeft(stack<TreeNode*>& st, TreeNode* node) {
        for (; node; node = node->left) st.push(node);
    }
public:
    vector<int> getAllElements(TreeNode* root1, TreeNode* root2) {
        stack<TreeNode*> s1, s2;
        pushLeft(s1, root1);
        pushLeft(s2, root2);
        vector<int> out;
        while (!s1.empty() || !s2.empty()) {
            bool fromFirst = s2.empty() || (!s1.empty() && s1.top()->val <= s2.top()->val);
            stack<TreeNode*>& st = fromFirst ? s1 : s2;
            TreeNode* node = st.top();
            st.pop();
            out.push_back(node->val);
            pushLeft(st, node->right);
        }
        return out;
    }
};
