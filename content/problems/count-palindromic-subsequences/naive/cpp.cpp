class Solution {
public:
    long long countPS(string s) {
        int n = s.size();
        long long count = 0;
        vector<int> pos;
        for (long long mask = 1; mask < (1LL << min(n, 62)); mask++) {
            pos.clear();
            for (int i = 0; i < n; i++) if (mask >> i & 1) pos.push_back(i);
            bool pal = true;
            for (size_t a = 0, b = pos.size() - 1; a < b; a++, b--)
                if (s[pos[a]] != s[pos[b]]) { pal = false; break; }
            if (pal) count++;
        }
        return count % 1000000007LL;
    }
};
