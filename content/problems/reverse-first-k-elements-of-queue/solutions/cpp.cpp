class Solution {
public:
    vector<int> modifyQueue(vector<int>& q, int k) {
        queue<int> qu;
        for (int v : q) qu.push(v);
        stack<int> st;
        for (int i = 0; i < k; i++) { st.push(qu.front()); qu.pop(); }
        while (!st.empty()) { qu.push(st.top()); st.pop(); }
        int rest = q.size() - k;
        for (int i = 0; i < rest; i++) { qu.push(qu.front()); qu.pop(); }
        vector<int> out;
        while (!qu.empty()) { out.push_back(qu.front()); qu.pop(); }
        return out;
    }
};
