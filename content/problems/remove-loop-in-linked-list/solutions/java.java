class Solution {
    public void removeLoop(ListNode head) {
        ListNode slow = head, fast = head;
        boolean loop = false;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
            if (slow == fast) {
                loop = true;
                break;
            }
        }
        if (!loop) return;
        slow = head;
        while (slow != fast) {
            slow = slow.next;
            fast = fast.next;
        }
        ListNode last = slow;
        while (last.next != slow) last = last.next;
        last.next = null;
    }
}
