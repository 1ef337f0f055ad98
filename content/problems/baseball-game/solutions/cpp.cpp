class Solution {
public:
    int calPoints(vector<string>& operations) {
        vector<long long> st;
        for (const string& op : operations) {
            if (op == "+") st.push_back(st[st.size() - 1] + st[st.size() - 2]);
            else if (op == "D") st.push_back(2 * st.back());
            else if (op == "C") st.pop_back();
            else st.push_back(stoll(op));
        }
        long long total = 0;
        for (long long v : st) total += v;
        return (int)total;
    }
};
