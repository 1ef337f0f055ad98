class Solution {
public:
    void removeLoop(ListNode* head) {
        // for each node, look among the nodes before it (and itself) for its next node
        int i = 0;
        for (ListNode* cur = head; cur && cur->next; cur = cur->next, i++) {
            ListNode* p = head;
            for (int j = 0; j <= i; j++, p = p->next) {
                if (p == cur->next) {
                    cur->next = nullptr;
                    return;
                }
            }
        }
    }
};
