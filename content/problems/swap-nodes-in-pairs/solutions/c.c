struct ListNode* swapPairs(struct ListNode* head) {
    /* At most 100 nodes: list them, swap neighbours in the array, then relink in array order. */
    struct ListNode* nodes[100];
    int count = 0;
    for (struct ListNode* cur = head; cur != NULL; cur = cur->next) nodes[count++] = cur;
    for (int i = 0; i + 1 < count; i += 2) {
        struct ListNode* tmp = nodes[i];
        nodes[i] = nodes[i + 1];
        nodes[i + 1] = tmp;
    }
    for (int i = 0; i < count; i++) nodes[i]->next = i + 1 < count ? nodes[i + 1] : NULL;
    return count > 0 ? nodes[0] : NULL;
}
