class Solution:
    def divide(self, head: Optional[ListNode]) -> Optional[ListNode]:
        even_head = even = ListNode(0)
        odd_head = odd = ListNode(0)
        node = head
        while node:
            if node.val % 2 == 0:
                even.next = node
                even = node
            else:
                odd.next = node
                odd = node
            node = node.next
        odd.next = None
        even.next = odd_head.next
        return even_head.next
