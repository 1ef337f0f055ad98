class Solution {
public:
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {
        vector<int> a, b;
        for (; l1; l1 = l1->next) a.push_back(l1->val);
        for (; l2; l2 = l2->next) b.push_back(l2->val);
        ListNode* result = nullptr;
        int carry = 0;
        while (!a.empty() || !b.empty() || carry) {
            int total = carry;
            if (!a.empty()) { total += a.back(); a.pop_back(); }
            if (!b.empty()) { total += b.back(); b.pop_back(); }
            result = new ListNode(total % 10, result);
            carry = total / 10;
        }
        return result;
    }
};
