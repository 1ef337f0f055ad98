class Solution {
public:
    vector<int> search(string pat, string txt) {
        int m = pat.size(), n = txt.size();
        vector<int> res;
        for (int i = 0; i + m <= n; i++) {
            int j = 0;
            while (j < m && txt[i + j] == pat[j]) j++;
            if (j == m) res.push_back(i + 1);
        }
        return res;
    }
};
