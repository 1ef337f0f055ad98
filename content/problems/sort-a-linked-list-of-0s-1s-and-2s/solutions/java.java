class Solution {
    public ListNode segregate(ListNode head) {
        ListNode[] dummy = {new ListNode(0), new ListNode(0), new ListNode(0)};
        ListNode[] tail = {dummy[0], dummy[1], dummy[2]};
        for (ListNode p = head; p != null; p = p.next) {
            tail[p.val].next = p;
            tail[p.val] = p;
        }
        tail[2].next = null;
        tail[1].next = dummy[2].next;
        tail[0].next = dummy[1].next != null ? dummy[1].next : dummy[2].next;
        return dummy[0].next;
    }
}
