struct ListNode* mergeTwoLists(struct ListNode* list1, struct ListNode* list2) {
    /* Values lie in [-100, 100]: count them, chain all nodes together, then write the values back in order. */
    int count[201] = {0};
    struct ListNode dummy = {.val = 0, .next = NULL};
    struct ListNode* tail = &dummy;
    struct ListNode* lists[2] = {list1, list2};
    for (int i = 0; i < 2; i++) {
        for (struct ListNode* cur = lists[i]; cur != NULL; cur = cur->next) {
            count[cur->val + 100]++;
            tail->next = cur;
            tail = cur;
        }
    }
    tail->next = NULL;
    int v = 0;
    for (struct ListNode* cur = dummy.next; cur != NULL; cur = cur->next) {
        while (count[v] == 0) v++;
        cur->val = v - 100;
        count[v]--;
    }
    return dummy.next;
}
