struct Node* copyRandomList(struct Node* head) {
    for (struct Node* p = head; p; p = p->next->next) {
        struct Node* c = malloc(sizeof(struct Node));
        c->val = p->val;
        c->next = p->next;
        c->random = NULL;
        p->next = c;
    }
    for (struct Node* p = head; p; p = p->next->next)
        p->next->random = p->random ? p->random->next : NULL;
    struct Node* copyHead = head ? head->next : NULL;
    for (struct Node* p = head; p; p = p->next) {
        struct Node* c = p->next;
        p->next = c->next;
        c->next = c->next ? c->next->next : NULL;
    }
    return copyHead;
}
