class Solution:
    def removeLoop(self, head: Optional[ListNode]) -> None:
        seen = set()
        prev, cur = None, head
        while cur:
            if cur in seen:
                prev.next = None
                return
            seen.add(cur)
            prev, cur = cur, cur.next
