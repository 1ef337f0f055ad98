class Solution {
public:
    bool isCircular(ListNode* head) {
        for (ListNode* p = head->next; p; p = p->next)
            if (p == head) return true;
        return false;
    }
};
