class Solution {
public:
    ListNode* addOne(ListNode* head) {
        ListNode* last = nullptr;
        for (ListNode* p = head; p; p = p->next)
            if (p->val != 9) last = p;
        if (!last) {
            head = new ListNode(0, head);
            last = head;
        }
        last->val++;
        for (ListNode* p = last->next; p; p = p->next) p->val = 0;
        return head;
    }
};
