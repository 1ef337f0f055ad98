class Solution {
public:
    vector<int> mergeKArrays(vector<vector<int>> arr, int K) {
        typedef pair<int, int> P;
        priority_queue<P, vector<P>, greater<P>> pq;
        vector<int> pos(K, 0), out;
        out.reserve(K * K);
        for (int i = 0; i < K; i++) pq.push({arr[i][0], i});
        while (!pq.empty()) {
            auto [v, i] = pq.top();
            pq.pop();
            out.push_back(v);
            if (++pos[i] < (int)arr[i].size()) pq.push({arr[i][pos[i]], i});
        }
        return out;
    }
};
