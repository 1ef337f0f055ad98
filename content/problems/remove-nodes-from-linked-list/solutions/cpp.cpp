class Solution {
    ListNode* reverse(ListNode* head) {
        ListNode* prev = nullptr;
        while (head) {
            ListNode* nxt = head->next;
            head->next = prev;
            prev = head;
            head = nxt;
        }
        return prev;
    }
public:
    ListNode* removeNodes(ListNode* head) {
        ListNode* rev = reverse(head);
        ListNode* keep = rev;
        while (keep->next) {
            if (keep->next->val < keep->val) keep->next = keep->next->next;
            else keep = keep->next;
        }
        return reverse(rev);
    }
};
