class Solution {
public:
    string minWindow(string s, string t) {
        int n = s.size();
        int bestStart = -1, bestLength = INT_MAX;
        for (int left = 0; left < n; left++) {
            int need[128] = {0};
            int missing = t.size();
            for (char c : t) need[c]++;
            for (int right = left; right < n; right++) {
                if (need[s[right]]-- > 0) missing--;
                if (missing == 0) {
                    if (right - left + 1 < bestLength) {
                        bestLength = right - left + 1;
                        bestStart = left;
                    }
                    break;
                }
            }
        }
        return bestStart < 0 ? "" : s.substr(bestStart, bestLength);
    }
};
