class Solution:
    def multiplyTwoLists(self, first: Optional[ListNode], second: Optional[ListNode]) -> int:
        M = 1_000_000_007

        def residue(node):
            value = 0
            while node:
                value = (value * 10 + node.val) % M
                node = node.next
            return value

        return residue(first) * residue(second) % M
