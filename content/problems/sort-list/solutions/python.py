# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def sortList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        length = 0
        node = head
        while node:
            length += 1
            node = node.next

        def split(node: Optional[ListNode], k: int) -> Optional[ListNode]:
            # cut after k nodes, return the remainder
            for _ in range(k - 1):
                if not node:
                    break
                node = node.next
            if not node:
                return None
            rest = node.next
            node.next = None
            return rest

        def merge(a, b, tail):
            while a and b:
                if a.val <= b.val:
                    tail.next, a = a, a.next
                else:
                    tail.next, b = b, b.next
                tail = tail.next
            tail.next = a or b
            while tail.next:
                tail = tail.next
            return tail

        dummy = ListNode(0, head)
        size = 1
        while size < length:
            prev, cur = dummy, dummy.next
            while cur:
                left = cur
                right = split(left, size)
                cur = split(right, size)
                prev = merge(left, right, prev)
            size *= 2
        return dummy.next
