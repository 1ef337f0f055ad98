class Solution:
    def findIntersection(self, head1: Optional[ListNode], head2: Optional[ListNode]) -> Optional[ListNode]:
        dummy = tail = ListNode(0)
        a, b = head1, head2
        while a and b:
            if a.val == b.val:
                tail.next = ListNode(a.val)
                tail = tail.next
                a, b = a.next, b.next
            elif a.val < b.val:
                a = a.next
            else:
                b = b.next
        return dummy.next
