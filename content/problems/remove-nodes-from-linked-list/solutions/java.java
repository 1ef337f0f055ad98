class Solution {
    public ListNode removeNodes(ListNode head) {
        Deque<ListNode> stack = new ArrayDeque<>();
        for (ListNode node = head; node != null; node = node.next) {
            while (!stack.isEmpty() && stack.peek().val < node.val) stack.pop();
            stack.push(node);
        }
        ListNode result = null;
        while (!stack.isEmpty()) {
            ListNode node = stack.pop();
            node.next = result;
            result = node;
        }
        return result;
    }
}
