class Solution {
    static ListNode* nodeAt(ListNode* head, int index) {
        while (index--) head = head->next;
        return head;
    }

public:
    bool isPalindrome(ListNode* head) {
        int n = 0;
        for (ListNode* p = head; p; p = p->next) n++;
        ListNode* left = head;
        for (int i = 0; i < n / 2; i++) {
            if (left->val != nodeAt(head, n - 1 - i)->val) return false;
            left = left->next;
        }
        return true;
    }
};
