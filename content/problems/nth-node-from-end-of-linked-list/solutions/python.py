class Solution:
    def getNthFromLast(self, head: Optional[ListNode], n: int) -> int:
        lead = head
        for _ in range(n):
            if lead is None:
                return -1
            lead = lead.next
        trail = head
        while lead:
            lead = lead.next
            trail = trail.next
        return trail.val
