class Solution {
public:
    string rremove(string S) {
        while (true) {
            string t;
            int n = S.size();
            for (int i = 0; i < n; i++) {
                bool dup = (i > 0 && S[i - 1] == S[i]) || (i + 1 < n && S[i + 1] == S[i]);
                if (!dup) t += S[i];
            }
            if (t.size() == S.size()) return S;
            S = t;
        }
    }
};
