class Solution {
public:
    int transform(string A, string B) {
        if (A.size() != B.size()) return -1;
        int cnt[256] = {0};
        for (unsigned char c : A) cnt[c]++;
        for (unsigned char c : B)
            if (--cnt[c] < 0) return -1;
        int j = (int)B.size() - 1;
        for (int i = (int)A.size() - 1; i >= 0; i--)
            if (j >= 0 && A[i] == B[j]) j--;
        return j + 1;
    }
};
