class Solution:
    def minimumNumberOfSwaps(self, s: str) -> int:
        opened = closed = imbalance = swaps = 0
        for c in s:
            if c == "[":
                opened += 1
                if imbalance > 0:
                    swaps += imbalance
                    imbalance -= 1
            else:
                closed += 1
                imbalance = closed - opened
        return swaps
