class Solution {
public:
    string FirstNonRepeating(string A) {
        int count[26] = {0};
        deque<char> q;
        string out;
        out.reserve(A.size());
        for (char c : A) {
            if (++count[c - 'a'] == 1) q.push_back(c);
            while (!q.empty() && count[q.front() - 'a'] > 1) q.pop_front();
            out.push_back(q.empty() ? '#' : q.front());
        }
        return out;
    }
};
