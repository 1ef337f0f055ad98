class Solution {
public:
    string reorganizeString(string s) {
        int n = s.size();
        vector<int> cnt(26, 0);
        for (char c : s) cnt[c - 'a']++;
        int top = max_element(cnt.begin(), cnt.end()) - cnt.begin();
        if (cnt[top] > (n + 1) / 2) return "";
        string out(n, ' ');
        int i = 0;
        auto place = [&](int letter) {
            while (cnt[letter]-- > 0) {
                if (i >= n) i = 1;
                out[i] = 'a' + letter;
                i += 2;
            }
        };
        place(top);
        for (int l = 0; l < 26; l++) place(l);
        return out;
    }
};
