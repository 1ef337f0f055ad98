class Solution {
    public Node copyRandomList(Node head) {
        Map<Node, Node> copy = new HashMap<>();
        for (Node p = head; p != null; p = p.next) copy.put(p, new Node(p.val));
        for (Node p = head; p != null; p = p.next) {
            copy.get(p).next = copy.get(p.next);
            copy.get(p).random = copy.get(p.random);
        }
        return copy.get(head);
    }
}
