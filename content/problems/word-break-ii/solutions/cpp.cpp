class Solution {
public:
    vector<string> wordBreak(string s, vector<string>& wordDict) {
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        int n = s.size();
        // canEnd[i]: the suffix s[i..] can be cut into words.
        vector<char> canEnd(n + 1, 0);
        canEnd[n] = 1;
        for (int i = n - 1; i >= 0; i--)
            for (int j = i + 1; j <= min(n, i + 10) && !canEnd[i]; j++)
                if (canEnd[j] && words.count(s.substr(i, j - i))) canEnd[i] = 1;
        vector<string> out;
        string cur;
        function<void(int)> go = [&](int i) {
            if (i == n) { out.push_back(cur); return; }
            for (int j = i + 1; j <= min(n, i + 10); j++) {
                if (!canEnd[j]) continue;
                string w = s.substr(i, j - i);
                if (!words.count(w)) continue;
                size_t keep = cur.size();
                if (!cur.empty()) cur += ' ';
                cur += w;
                go(j);
                cur.resize(keep);
            }
        };
        if (canEnd[0]) go(0);
        return out;
    }
};
