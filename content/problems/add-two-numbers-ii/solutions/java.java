class Solution {
    public ListNode addTwoNumbers(ListNode l1, ListNode l2) {
        Deque<Integer> a = new ArrayDeque<>(), b = new ArrayDeque<>();
        for (; l1 != null; l1 = l1.next) a.push(l1.val);
        for (; l2 != null; l2 = l2.next) b.push(l2.val);
        ListNode result = null;
        int carry = 0;
        while (!a.isEmpty() || !b.isEmpty() || carry != 0) {
            int total = carry + (a.isEmpty() ? 0 : a.pop()) + (b.isEmpty() ? 0 : b.pop());
            result = new ListNode(total % 10, result);
            carry = total / 10;
        }
        return result;
    }
}
