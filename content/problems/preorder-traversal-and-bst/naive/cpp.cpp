class Solution {
    struct Node {
        int val;
        Node *left = nullptr, *right = nullptr;
        Node(int v) : val(v) {}
    };

public:
    bool canRepresentBST(vector<int>& arr) {
        // rebuild the tree by insertion, then compare its preorder with arr
        Node* root = nullptr;
        for (int x : arr) {
            Node** at = &root;
            while (*at) at = x < (*at)->val ? &(*at)->left : &(*at)->right;
            *at = new Node(x);
        }
        vector<int> pre;
        vector<Node*> st{root};
        while (!st.empty()) {
            Node* n = st.back();
            st.pop_back();
            pre.push_back(n->val);
            if (n->right) st.push_back(n->right);
            if (n->left) st.push_back(n->left);
        }
        return pre == arr;
    }
};
