class Solution {
public:
    vector<string> AllPossibleStrings(string s) {
        int n = s.size();
        vector<string> out;
        out.reserve((1 << n) - 1);
        for (int mask = 1; mask < (1 << n); mask++) {
            string t;
            for (int i = 0; i < n; i++) if (mask >> i & 1) t += s[i];
            out.push_back(move(t));
        }
        sort(out.begin(), out.end());
        return out;
    }
};
