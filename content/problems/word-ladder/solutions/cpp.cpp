class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        if (beginWord == endWord) return 1;
        unordered_set<string> words(wordList.begin(), wordList.end());
        if (!words.count(endWord)) return 0;
        words.erase(beginWord);
        queue<string> q;
        q.push(beginWord);
        int steps = 1;
        while (!q.empty()) {
            ++steps;
            for (int k = (int)q.size(); k > 0; --k) {
                string w = q.front();
                q.pop();
                for (size_t i = 0; i < w.size(); ++i) {
                    char orig = w[i];
                    for (char ch = 'a'; ch <= 'z'; ++ch) {
                        if (ch == orig) continue;
                        w[i] = ch;
                        auto it = words.find(w);
                        if (it != words.end()) {
                            if (w == endWord) return steps;
                            words.erase(it);
                            q.push(w);
                        }
                    }
                    w[i] = orig;
                }
            }
        }
        return 0;
    }
};
