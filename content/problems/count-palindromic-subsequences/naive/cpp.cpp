class Solution {
public:
    int countPS(string s) {
        int n = s.size();
        long long count = 0;
        string t;
        for (long long mask = 1; mask < (1LL << min(n, 62)); mask++) {
            t.clear();
            for (int i = 0; i < n; i++) if (mask >> i & 1) t += s[i];
            bool pal = true;
            for (int a = 0, b = (int)t.size() - 1; a < b; a++, b--) if (t[a] != t[b]) { pal = false; break; }
            count += pal;
        }
        return (int)(count % 1000000007);
    }
};
