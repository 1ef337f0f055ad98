class Solution {
    string best;
    unordered_set<string> seen;

    void go(string& d, int i, int left) {
        if (d > best) best = d;
        if (left == 0 || i >= (int)d.size()) return;
        string key = d + '|' + to_string(i) + '|' + to_string(left);
        if (!seen.insert(key).second) return;
        char m = *max_element(d.begin() + i, d.end());
        if (m == d[i]) { go(d, i + 1, left); return; }
        for (int j = d.size() - 1; j > i; j--) {
            if (d[j] != m) continue;
            swap(d[i], d[j]);
            go(d, i + 1, left - 1);
            swap(d[i], d[j]);
        }
    }

public:
    string findMaximumNum(string s, int k) {
        best = s;
        seen.clear();
        go(s, 0, k);
        return best;
    }
};
