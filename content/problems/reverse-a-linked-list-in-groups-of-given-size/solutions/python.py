class Solution:
    def reverseKGroup(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        tail = dummy
        cur = head
        while cur:
            first = cur
            prev = None
            count = 0
            while cur and count < k:
                nxt = cur.next
                cur.next = prev
                prev = cur
                cur = nxt
                count += 1
            tail.next = prev
            first.next = cur
            tail = first
        return dummy.next
