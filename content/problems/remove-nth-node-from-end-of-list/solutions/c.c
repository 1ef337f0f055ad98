struct ListNode* removeNthFromEnd(struct ListNode* head, int n) {
    /* At most 30 nodes: remember them all, then unlink the n-th from the end. */
    struct ListNode* nodes[30];
    int size = 0;
    for (struct ListNode* cur = head; cur != NULL; cur = cur->next) nodes[size++] = cur;
    int target = size - n;
    if (target == 0) return head->next;
    nodes[target - 1]->next = nodes[target]->next;
    return head;
}
