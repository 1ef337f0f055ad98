class Solution {
public:
    bool checkRedundancy(string s) {
        vector<char> st;
        for (char ch : s) {
            if (ch != ')') { st.push_back(ch); continue; }
            bool op = false;
            while (st.back() != '(') {
                char c = st.back();
                st.pop_back();
                if (c == '+' || c == '-' || c == '*' || c == '/') op = true;
            }
            st.pop_back();
            if (!op) return true;
        }
        return false;
    }
};
