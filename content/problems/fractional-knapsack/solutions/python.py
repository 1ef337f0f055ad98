class Solution:
    def fractionalKnapsack(self, val: List[int], wt: List[int], capacity: int) -> float:
        order = sorted(range(len(val)), key=lambda i: val[i] / wt[i], reverse=True)
        room = capacity
        total = 0.0
        for i in order:
            if room <= 0:
                break
            if wt[i] <= room:
                room -= wt[i]
                total += val[i]
            else:
                total += val[i] * room / wt[i]
                room = 0
        return total
