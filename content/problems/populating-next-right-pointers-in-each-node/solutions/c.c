struct Node* connect(struct Node* root) {
    for (struct Node* leftmost = root; leftmost && leftmost->left; leftmost = leftmost->left) {
        for (struct Node* p = leftmost; p; p = p->next) {
            p->left->next = p->right;
            if (p->next) p->right->next = p->next->left;
        }
    }
    return root;
}
