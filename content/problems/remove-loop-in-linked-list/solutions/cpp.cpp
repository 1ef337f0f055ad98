class Solution {
public:
    void removeLoop(ListNode* head) {
        ListNode *slow = head, *fast = head;
        while (fast && fast->next) {
            slow = slow->next;
            fast = fast->next->next;
            if (slow == fast) break;
        }
        if (!fast || !fast->next) return;
        slow = head;
        while (slow != fast) {
            slow = slow->next;
            fast = fast->next;
        }
        ListNode* last = slow;
        while (last->next != slow) last = last->next;
        last->next = nullptr;
    }
};
