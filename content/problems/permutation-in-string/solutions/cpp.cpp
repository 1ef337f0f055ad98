class Solution {
public:
    bool checkInclusion(string s1, string s2) {
        int m = s1.size(), n = s2.size();
        if (m > n) return false;
        int need[26] = {0}, have[26] = {0};
        for (char c : s1) need[c - 'a']++;
        for (int i = 0; i < m; i++) have[s2[i] - 'a']++;
        int matches = 0;
        for (int i = 0; i < 26; i++) matches += need[i] == have[i];
        for (int i = m; i < n; i++) {
            if (matches == 26) return true;
            int add = s2[i] - 'a', rem = s2[i - m] - 'a';
            if (add == rem) continue;
            if (have[add] == need[add]) matches--;
            if (++have[add] == need[add]) matches++;
            if (have[rem] == need[rem]) matches--;
            if (--have[rem] == need[rem]) matches++;
        }
        return matches == 26;
    }
};
