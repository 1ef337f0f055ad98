class Solution {
    public ListNode removeDuplicates(ListNode head) {
        HashSet<Integer> seen = new HashSet<>();
        seen.add(head.val);
        ListNode cur = head;
        while (cur.next != null) {
            if (seen.contains(cur.next.val)) cur.next = cur.next.next;
            else {
                seen.add(cur.next.val);
                cur = cur.next;
            }
        }
        return head;
    }
}
