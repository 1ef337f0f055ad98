class Solution {
public:
    int evalRPN(vector<string>& tokens) {
        vector<long long> st;
        for (const string& t : tokens) {
            if (t == "+" || t == "-" || t == "*" || t == "/") {
                long long b = st.back(); st.pop_back();
                long long a = st.back(); st.pop_back();
                if (t == "+") st.push_back(a + b);
                else if (t == "-") st.push_back(a - b);
                else if (t == "*") st.push_back(a * b);
                else st.push_back(a / b);
            } else {
                st.push_back(stoll(t));
            }
        }
        return (int)st.back();
    }
};
