class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* tail = &dummy;
        ListNode* cur = head;
        while (cur) {
            ListNode* first = cur;
            ListNode* prev = nullptr;
            for (int count = 0; cur && count < k; count++) {
                ListNode* nxt = cur->next;
                cur->next = prev;
                prev = cur;
                cur = nxt;
            }
            tail->next = prev;
            first->next = cur;
            tail = first;
        }
        return dummy.next;
    }
};
