class Solution:
    def removeDuplicates(self, head: Optional[ListNode]) -> Optional[ListNode]:
        seen = {head.val}
        cur = head
        while cur.next:
            if cur.next.val in seen:
                cur.next = cur.next.next
            else:
                seen.add(cur.next.val)
                cur = cur.next
        return head
