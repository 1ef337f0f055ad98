class Solution:
    def addTwoNumbers(self, l1: Optional[ListNode], l2: Optional[ListNode]) -> Optional[ListNode]:
        a, b = [], []
        while l1:
            a.append(l1.val)
            l1 = l1.next
        while l2:
            b.append(l2.val)
            l2 = l2.next
        result = None
        carry = 0
        while a or b or carry:
            total = carry + (a.pop() if a else 0) + (b.pop() if b else 0)
            carry, digit = divmod(total, 10)
            result = ListNode(digit, result)
        return result
