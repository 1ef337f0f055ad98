class Solution {
public:
    int characterReplacement(string s, int k) {
        int n = s.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int count[26] = {0};
            int maxf = 0;
            for (int j = i; j < n; j++) {
                maxf = max(maxf, ++count[s[j] - 'A']);
                if (j - i + 1 - maxf > k) break;
                best = max(best, j - i + 1);
            }
        }
        return best;
    }
};
