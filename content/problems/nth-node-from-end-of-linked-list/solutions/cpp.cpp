class Solution {
public:
    int getNthFromLast(ListNode* head, int n) {
        ListNode* lead = head;
        for (int i = 0; i < n; i++) {
            if (!lead) return -1;
            lead = lead->next;
        }
        ListNode* trail = head;
        while (lead) {
            lead = lead->next;
            trail = trail->next;
        }
        return trail->val;
    }
};
