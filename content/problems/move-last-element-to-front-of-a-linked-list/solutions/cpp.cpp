class Solution {
public:
    ListNode* moveToFront(ListNode* head) {
        if (!head || !head->next) return head;
        ListNode *prev = nullptr, *cur = head;
        while (cur->next) {
            prev = cur;
            cur = cur->next;
        }
        prev->next = nullptr;
        cur->next = head;
        return cur;
    }
};
