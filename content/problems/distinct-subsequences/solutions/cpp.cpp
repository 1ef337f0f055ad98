class Solution {
public:
    int numDistinct(string s, string t) {
        int m = t.size();
        if (m > (int)s.size()) return 0;
        vector<unsigned long long> w(m + 1, 0);
        w[0] = 1;
        for (char ch : s) {
            for (int j = m; j >= 1; j--) {
                if (ch == t[j - 1]) w[j] += w[j - 1];
            }
        }
        return (int)w[m];
    }
};
