class Solution {
public:
    ListNode* segregate(ListNode* head) {
        ListNode d0, d1, d2;
        ListNode *t[3] = {&d0, &d1, &d2};
        for (ListNode* p = head; p; p = p->next) {
            t[p->val]->next = p;
            t[p->val] = p;
        }
        t[2]->next = nullptr;
        t[1]->next = d2.next;
        t[0]->next = d1.next ? d1.next : d2.next;
        return d0.next;
    }
};
