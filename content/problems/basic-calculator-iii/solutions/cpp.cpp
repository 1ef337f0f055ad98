class Solution {
public:
    int calculate(string s) {
        // per bracket level: the terms (summed at the end) and the operator before the current number
        vector<vector<long long>> terms(1);
        vector<char> pendingOp(1, '+');
        long long num = 0;
        int n = s.size();
        auto push = [&](long long v) {
            auto& t = terms.back();
            char op = pendingOp.back();
            if (op == '+') t.push_back(v);
            else if (op == '-') t.push_back(-v);
            else if (op == '*') t.back() *= v;
            else t.back() /= v;
        };
        for (int i = 0; i < n; i++) {
            char c = s[i];
            if (isdigit(c)) {
                num = num * 10 + (c - '0');
            } else if (c == '(') {
                terms.emplace_back();
                pendingOp.push_back('+');
            } else if (c == ')') {
                push(num);
                long long sum = 0;
                for (long long v : terms.back()) sum += v;
                terms.pop_back();
                pendingOp.pop_back();
                num = sum;
            } else {
                push(num);
                num = 0;
                pendingOp.back() = c;
            }
        }
        push(num);
        long long sum = 0;
        for (long long v : terms.back()) sum += v;
        return (int)sum;
    }
};
