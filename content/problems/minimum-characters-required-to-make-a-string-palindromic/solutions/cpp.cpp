class Solution {
public:
    int solve(string A) {
        int n = A.size();
        string t = A + "#" + string(A.rbegin(), A.rend());
        vector<int> pi(t.size(), 0);
        for (int i = 1; i < (int)t.size(); i++) {
            int k = pi[i - 1];
            while (k > 0 && t[i] != t[k]) k = pi[k - 1];
            if (t[i] == t[k]) k++;
            pi[i] = k;
        }
        return n - pi.back();
    }
};
