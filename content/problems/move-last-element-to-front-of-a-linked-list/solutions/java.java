class Solution {
    public ListNode moveToFront(ListNode head) {
        if (head == null || head.next == null) return head;
        ListNode prev = null, cur = head;
        while (cur.next != null) {
            prev = cur;
            cur = cur.next;
        }
        prev.next = null;
        cur.next = head;
        return cur;
    }
}
