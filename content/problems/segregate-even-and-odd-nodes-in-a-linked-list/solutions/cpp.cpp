class Solution {
public:
    ListNode* divide(ListNode* head) {
        ListNode evenHead, oddHead;
        ListNode *even = &evenHead, *odd = &oddHead;
        for (ListNode* p = head; p; p = p->next) {
            if (p->val % 2 == 0) even = even->next = p;
            else odd = odd->next = p;
        }
        odd->next = nullptr;
        even->next = oddHead.next;
        return evenHead.next;
    }
};
