class Solution {
    public ListNode divide(ListNode head) {
        ListNode evenHead = new ListNode(0), oddHead = new ListNode(0);
        ListNode even = evenHead, odd = oddHead;
        for (ListNode p = head; p != null; p = p.next) {
            if (p.val % 2 == 0) {
                even.next = p;
                even = p;
            } else {
                odd.next = p;
                odd = p;
            }
        }
        odd.next = null;
        even.next = oddHead.next;
        return evenHead.next;
    }
}
