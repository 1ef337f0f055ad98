class Solution {
public:
    string findOrder(vector<string>& dict, int n, int k) {
        vector<vector<int>> adj(k);
        vector<int> indeg(k, 0);
        for (int i = 0; i + 1 < n; i++) {
            const string &a = dict[i], &b = dict[i + 1];
            size_t j = 0;
            while (j < a.size() && j < b.size() && a[j] == b[j]) j++;
            if (j == a.size() || j == b.size()) continue;
            adj[a[j] - 'a'].push_back(b[j] - 'a');
            indeg[b[j] - 'a']++;
        }
        string order;
        vector<int> queue;
        for (int c = 0; c < k; c++)
            if (indeg[c] == 0) queue.push_back(c);
        for (size_t h = 0; h < queue.size(); h++) {
            int x = queue[h];
            order += char('a' + x);
            for (int y : adj[x])
                if (--indeg[y] == 0) queue.push_back(y);
        }
        return order;
    }
};
