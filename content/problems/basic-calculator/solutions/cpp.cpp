class Solution {
public:
    int calculate(string s) {
        vector<pair<long long, int>> st;
        long long result = 0, num = 0;
        int sign = 1;
        for (char c : s) {
            if (c >= '0' && c <= '9') {
                num = num * 10 + (c - '0');
            } else if (c == '+' || c == '-') {
                result += sign * num;
                num = 0;
                sign = c == '+' ? 1 : -1;
            } else if (c == '(') {
                st.emplace_back(result, sign);
                result = 0;
                sign = 1;
            } else if (c == ')') {
                result += sign * num;
                num = 0;
                auto [prev, psign] = st.back();
                st.pop_back();
                result = prev + psign * result;
            }
        }
        return (int)(result + sign * num);
    }
};
