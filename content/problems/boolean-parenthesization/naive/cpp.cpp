class Solution {
    string s;
    // returns {ways true, ways false} for symbols i..j, modulo 1003, without memoisation
    pair<int, int> go(int i, int j) {
        if (i == j) return s[2 * i] == 'T' ? make_pair(1, 0) : make_pair(0, 1);
        int t = 0, f = 0;
        for (int k = i; k < j; k++) {
            auto [lt, lf] = go(i, k);
            auto [rt, rf] = go(k + 1, j);
            char op = s[2 * k + 1];
            if (op == '&') {
                t += lt * rt;
                f += lt * rf + lf * rt + lf * rf;
            } else if (op == '|') {
                t += lt * rt + lt * rf + lf * rt;
                f += lf * rf;
            } else {
                t += lt * rf + lf * rt;
                f += lt * rt + lf * rf;
            }
            t %= 1003;
            f %= 1003;
        }
        return {t, f};
    }
public:
    int countWays(string s) {
        this->s = s;
        return go(0, (s.size() - 1) / 2).first;
    }
};
