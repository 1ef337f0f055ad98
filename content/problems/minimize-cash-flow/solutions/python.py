class Solution:
    def minCashFlow(self, transaction: List[List[int]]) -> List[List[int]]:
        n = len(transaction)
        net = [0] * n
        for i in range(n):
            for j in range(n):
                net[i] -= transaction[i][j]
                net[j] += transaction[i][j]
        pay = [[0] * n for _ in range(n)]
        # Pair debtors and creditors in any order with two pointers.
        debtors = [i for i in range(n) if net[i] < 0]
        creditors = [i for i in range(n) if net[i] > 0]
        a = b = 0
        while a < len(debtors) and b < len(creditors):
            d, c = debtors[a], creditors[b]
            x = min(-net[d], net[c])
            pay[d][c] += x
            net[d] += x
            net[c] -= x
            if net[d] == 0:
                a += 1
            if net[c] == 0:
                b += 1
        return pay
