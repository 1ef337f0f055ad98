class Solution {
    int m, n;
    bool dfs(vector<vector<char>>& board, const string& word, int r, int c, int k) {
        if (r < 0 || c < 0 || r >= m || c >= n || board[r][c] != word[k]) return false;
        if (k == (int)word.size() - 1) return true;
        char saved = board[r][c];
        board[r][c] = '#';
        bool found = dfs(board, word, r + 1, c, k + 1) || dfs(board, word, r - 1, c, k + 1) ||
                     dfs(board, word, r, c + 1, k + 1) || dfs(board, word, r, c - 1, k + 1);
        board[r][c] = saved;
        return found;
    }
public:
    bool exist(vector<vector<char>>& board, string word) {
        m = board.size();
        n = board[0].size();
        unordered_map<char, int> have;
        for (auto& row : board) for (char ch : row) have[ch]++;
        unordered_map<char, int> need;
        for (char ch : word) need[ch]++;
        for (auto& [ch, cnt] : need) if (have[ch] < cnt) return false;
        if (have[word.front()] > have[word.back()]) reverse(word.begin(), word.end());
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (dfs(board, word, r, c, 0)) return true;
        return false;
    }
};
