class Solution {
    public int getNthFromLast(ListNode head, int n) {
        int len = 0;
        for (ListNode p = head; p != null; p = p.next) len++;
        if (n > len) return -1;
        ListNode p = head;
        for (int i = 0; i < len - n; i++) p = p.next;
        return p.val;
    }
}
