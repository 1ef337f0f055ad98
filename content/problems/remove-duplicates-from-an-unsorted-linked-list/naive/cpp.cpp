class Solution {
public:
    ListNode* removeDuplicates(ListNode* head) {
        for (ListNode* keep = head; keep; keep = keep->next) {
            ListNode* cur = keep;
            while (cur->next) {
                if (cur->next->val == keep->val) cur->next = cur->next->next;
                else cur = cur->next;
            }
        }
        return head;
    }
};
