class BSTIterator {
    stack<TreeNode*> st;
    void pushLeft(TreeNode* node) {
        for (; node; node = node->left) st.push(node);
    }
public:
    BSTIterator(TreeNode* root) {
        pushLeft(root);
    }

    int next() {
        TreeNode* node = st.top();
        st.pop();
        pushLeft(node->right);
        return node->val;
    }

    bool hasNext() {
        return !st.empty();
    }
};
