class Solution:
    def addOne(self, head: Optional[ListNode]) -> Optional[ListNode]:
        last = None
        node = head
        while node:
            if node.val != 9:
                last = node
            node = node.next
        if last is None:
            head = ListNode(0, head)
            last = head
        last.val += 1
        node = last.next
        while node:
            node.val = 0
            node = node.next
        return head
