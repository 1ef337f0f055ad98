class Solution {
public:
    string decodeString(string s) {
        vector<pair<string, int>> st;
        string cur;
        int num = 0;
        for (char c : s) {
            if (isdigit((unsigned char)c)) {
                num = num * 10 + (c - '0');
            } else if (c == '[') {
                st.emplace_back(move(cur), num);
                cur.clear();
                num = 0;
            } else if (c == ']') {
                auto [prev, k] = move(st.back());
                st.pop_back();
                prev.reserve(prev.size() + cur.size() * k);
                for (int i = 0; i < k; i++) prev += cur;
                cur = move(prev);
            } else {
                cur.push_back(c);
            }
        }
        return cur;
    }
};
