class Solution {
public:
    vector<string> huffmanCodes(string S, vector<int>& f) {
        int n = S.size();
        // nodes 0..n-1 are leaves; internal nodes are appended
        vector<int> left(n, -1), right(n, -1);
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
        for (int i = 0; i < n; i++) pq.push({f[i], i});
        while (pq.size() > 1) {
            auto [wa, a] = pq.top(); pq.pop();
            auto [wb, b] = pq.top(); pq.pop();
            left.push_back(a);
            right.push_back(b);
            pq.push({wa + wb, (int)left.size() - 1});
        }
        vector<string> code(n);
        function<void(int, string&)> walk = [&](int node, string& path) {
            if (node < n) { code[node] = path; return; }
            path.push_back('0'); walk(left[node], path); path.pop_back();
            path.push_back('1'); walk(right[node], path); path.pop_back();
        };
        string path;
        walk(pq.top().second, path);
        return code;
    }
};
