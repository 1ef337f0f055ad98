class Solution {
    private static final long M = 1_000_000_007L;

    private static long residue(ListNode p) {
        long v = 0;
        for (; p != null; p = p.next) v = (v * 10 + p.val) % M;
        return v;
    }

    public long multiplyTwoLists(ListNode first, ListNode second) {
        return residue(first) * residue(second) % M;
    }
}
