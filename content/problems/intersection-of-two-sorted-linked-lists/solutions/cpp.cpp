class Solution {
public:
    ListNode* findIntersection(ListNode* head1, ListNode* head2) {
        ListNode dummy;
        ListNode* tail = &dummy;
        while (head1 && head2) {
            if (head1->val == head2->val) {
                tail->next = new ListNode(head1->val);
                tail = tail->next;
                head1 = head1->next;
                head2 = head2->next;
            } else if (head1->val < head2->val) head1 = head1->next;
            else head2 = head2->next;
        }
        return dummy.next;
    }
};
