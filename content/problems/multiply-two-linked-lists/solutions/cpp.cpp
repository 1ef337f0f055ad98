class Solution {
    static long long residue(ListNode* p) {
        const long long M = 1000000007LL;
        long long v = 0;
        for (; p; p = p->next) v = (v * 10 + p->val) % M;
        return v;
    }

public:
    long long multiplyTwoLists(ListNode* first, ListNode* second) {
        return residue(first) * residue(second) % 1000000007LL;
    }
};
