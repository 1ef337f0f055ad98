class Solution {
public:
    void reorderList(ListNode* head) {
        ListNode* front = head;
        while (front && front->next && front->next->next) {
            // walk to the last node and the one before it
            ListNode* beforeLast = front;
            while (beforeLast->next->next) beforeLast = beforeLast->next;
            ListNode* last = beforeLast->next;
            beforeLast->next = nullptr;
            last->next = front->next;
            front->next = last;
            front = last->next;
        }
    }
};
