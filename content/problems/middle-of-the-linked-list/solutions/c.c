struct ListNode* middleNode(struct ListNode* head) {
    /* The list has at most 100 nodes, so an array of them fits on the stack. */
    struct ListNode* nodes[100];
    int count = 0;
    for (struct ListNode* cur = head; cur != NULL; cur = cur->next) nodes[count++] = cur;
    return nodes[count / 2];
}
