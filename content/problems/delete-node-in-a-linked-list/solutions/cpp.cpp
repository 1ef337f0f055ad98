class Solution {
public:
    void deleteNode(ListNode* node) {
        ListNode* succ = node->next;
        node->val = succ->val;
        node->next = succ->next;
        delete succ;
    }
};
