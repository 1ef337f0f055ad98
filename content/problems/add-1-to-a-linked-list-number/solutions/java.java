class Solution {
    public ListNode addOne(ListNode head) {
        ListNode last = null;
        for (ListNode p = head; p != null; p = p.next)
            if (p.val != 9) last = p;
        if (last == null) {
            head = new ListNode(0, head);
            last = head;
        }
        last.val++;
        for (ListNode p = last.next; p != null; p = p.next) p.val = 0;
        return head;
    }
}
