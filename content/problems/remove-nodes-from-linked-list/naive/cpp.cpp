class Solution {
public:
    ListNode* removeNodes(ListNode* head) {
        ListNode dummy(0, head);
        ListNode* prev = &dummy;
        while (prev->next) {
            ListNode* node = prev->next;
            bool larger = false;
            for (ListNode* r = node->next; r; r = r->next)
                if (r->val > node->val) { larger = true; break; }
            if (larger) prev->next = node->next;
            else prev = node;
        }
        return dummy.next;
    }
};
