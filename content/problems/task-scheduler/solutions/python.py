class Solution:
    def leastInterval(self, tasks: List[str], n: int) -> int:
        counts = Counter(tasks).values()
        most = max(counts)
        ties = sum(1 for c in counts if c == most)
        return max(len(tasks), (most - 1) * (n + 1) + ties)
