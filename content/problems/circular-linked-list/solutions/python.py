class Solution:
    def isCircular(self, head: Optional[ListNode]) -> bool:
        node = head.next
        while node:
            if node is head:
                return True
            node = node.next
        return False
