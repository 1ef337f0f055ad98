class Solution {
public:
    ListNode* findIntersection(ListNode* head1, ListNode* head2) {
        vector<int> b;
        for (ListNode* p = head2; p; p = p->next) b.push_back(p->val);
        vector<bool> used(b.size(), false);
        ListNode dummy;
        ListNode* tail = &dummy;
        for (ListNode* p = head1; p; p = p->next) {
            for (size_t j = 0; j < b.size(); j++) {
                if (!used[j] && b[j] == p->val) {
                    used[j] = true;
                    tail->next = new ListNode(p->val);
                    tail = tail->next;
                    break;
                }
            }
        }
        return dummy.next;
    }
};
