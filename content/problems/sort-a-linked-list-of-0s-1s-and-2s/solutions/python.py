class Solution:
    def segregate(self, head: Optional[ListNode]) -> Optional[ListNode]:
        counts = [0, 0, 0]
        node = head
        while node:
            counts[node.val] += 1
            node = node.next
        node = head
        for value in range(3):
            for _ in range(counts[value]):
                node.val = value
                node = node.next
        return head
