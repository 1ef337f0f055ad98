class Solution {
public:
    ListNode* sortList(ListNode* head) {
        ListNode dummy(INT_MIN);
        while (head) {
            ListNode* next = head->next;
            ListNode* at = &dummy;
            while (at->next && at->next->val <= head->val) at = at->next;
            head->next = at->next;
            at->next = head;
            head = next;
        }
        return dummy.next;
    }
};
