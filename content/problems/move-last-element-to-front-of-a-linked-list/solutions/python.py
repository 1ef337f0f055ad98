class Solution:
    def moveToFront(self, head: Optional[ListNode]) -> Optional[ListNode]:
        if not head or not head.next:
            return head
        prev, cur = None, head
        while cur.next:
            prev, cur = cur, cur.next
        prev.next = None
        cur.next = head
        return cur
