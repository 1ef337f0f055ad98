class Solution {
public:
    vector<vector<int>> minCashFlow(vector<vector<int>>& transaction) {
        int n = transaction.size();
        vector<long long> net(n, 0);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { net[i] -= transaction[i][j]; net[j] += transaction[i][j]; }
        vector<vector<int>> pay(n, vector<int>(n, 0));
        while (true) {
            int debtor = 0, creditor = 0;
            for (int i = 1; i < n; i++) {
                if (net[i] < net[debtor]) debtor = i;
                if (net[i] > net[creditor]) creditor = i;
            }
            if (net[debtor] == 0) break;
            long long x = min(-net[debtor], net[creditor]);
            pay[debtor][creditor] += (int)x;
            net[debtor] += x;
            net[creditor] -= x;
        }
        return pay;
    }
};
