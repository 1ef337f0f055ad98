class Solution {
public:
    vector<int> rearrangeQueue(vector<int>& q) {
        queue<int> qu, first;
        for (int v : q) qu.push(v);
        int h = q.size() / 2;
        for (int i = 0; i < h; i++) { first.push(qu.front()); qu.pop(); }
        while (!first.empty()) {
            qu.push(first.front()); first.pop();
            qu.push(qu.front()); qu.pop();
        }
        vector<int> out;
        while (!qu.empty()) { out.push_back(qu.front()); qu.pop(); }
        return out;
    }
};
