class Solution {
    public boolean isCircular(ListNode head) {
        for (ListNode p = head.next; p != null; p = p.next)
            if (p == head) return true;
        return false;
    }
}
