class Solution {
public:
    Node* connect(Node* root) {
        for (Node* leftmost = root; leftmost && leftmost->left; leftmost = leftmost->left) {
            for (Node* p = leftmost; p; p = p->next) {
                p->left->next = p->right;
                if (p->next) p->right->next = p->next->left;
            }
        }
        return root;
    }
};
