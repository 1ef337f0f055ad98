class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head), tail = dummy, cur = head;
        while (cur != null) {
            ListNode first = cur, prev = null;
            for (int count = 0; cur != null && count < k; count++) {
                ListNode nxt = cur.next;
                cur.next = prev;
                prev = cur;
                cur = nxt;
            }
            tail.next = prev;
            first.next = cur;
            tail = first;
        }
        return dummy.next;
    }
}
