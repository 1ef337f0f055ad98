class Solution {
public:
    vector<int> rev(vector<int>& q) {
        queue<int> qu;
        for (int v : q) qu.push(v);
        stack<int> st;
        while (!qu.empty()) { st.push(qu.front()); qu.pop(); }
        vector<int> out;
        while (!st.empty()) { out.push_back(st.top()); st.pop(); }
        return out;
    }
};
