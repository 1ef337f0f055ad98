class Solution {
public:
    vector<int> minPartition(int n) {
        static const int coins[] = {2000, 500, 200, 100, 50, 20, 10, 5, 2, 1};
        vector<int> out;
        for (int c : coins) {
            int k = n / c;
            out.insert(out.end(), k, c);
            n -= k * c;
        }
        return out;
    }
};
