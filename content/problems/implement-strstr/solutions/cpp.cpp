class Solution {
public:
    int strStr(string haystack, string needle) {
        // KMP
        int m = needle.size();
        vector<int> pi(m, 0);
        for (int j = 1, k = 0; j < m; j++) {
            while (k > 0 && needle[j] != needle[k]) k = pi[k - 1];
            if (needle[j] == needle[k]) k++;
            pi[j] = k;
        }
        for (int i = 0, k = 0; i < (int)haystack.size(); i++) {
            while (k > 0 && haystack[i] != needle[k]) k = pi[k - 1];
            if (haystack[i] == needle[k]) k++;
            if (k == m) return i - m + 1;
        }
        return -1;
    }
};
