class Solution {
public:
    ListNode* removeDuplicates(ListNode* head) {
        vector<bool> seen(100001, false);
        seen[head->val] = true;
        ListNode* cur = head;
        while (cur->next) {
            if (seen[cur->next->val]) cur->next = cur->next->next;
            else {
                seen[cur->next->val] = true;
                cur = cur->next;
            }
        }
        return head;
    }
};
