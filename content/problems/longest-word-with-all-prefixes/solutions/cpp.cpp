class Solution {
    vector<array<int, 26>> next;
    vector<char> isEnd;
    string path, best;

    void dfs(int node) {
        if (path.size() > best.size()) best = path;
        for (int c = 0; c < 26; c++) {
            int child = next[node][c];
            if (child && isEnd[child]) {
                path.push_back('a' + c);
                dfs(child);
                path.pop_back();
            }
        }
    }

public:
    string longestWord(vector<string>& words) {
        next.assign(1, {});
        isEnd.assign(1, 0);
        for (auto& w : words) {
            int cur = 0;
            for (char ch : w) {
                int c = ch - 'a';
                if (!next[cur][c]) {
                    next[cur][c] = next.size();
                    next.push_back({});
                    isEnd.push_back(0);
                }
                cur = next[cur][c];
            }
            isEnd[cur] = 1;
        }
        best.clear();
        path.clear();
        dfs(0);
        return best;
    }
};
