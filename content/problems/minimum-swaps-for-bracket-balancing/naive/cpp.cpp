class Solution {
public:
    int minimumNumberOfSwaps(string s) {
        int n = s.size(), balance = 0;
        long long swaps = 0;
        for (int i = 0; i < n; i++) {
            if (s[i] == '[') { balance++; continue; }
            if (balance > 0) { balance--; continue; }
            int j = i + 1;
            while (s[j] != '[') j++;
            while (j > i) { swap(s[j], s[j - 1]); j--; swaps++; }
            balance = 1;
        }
        return (int)swaps;
    }
};
