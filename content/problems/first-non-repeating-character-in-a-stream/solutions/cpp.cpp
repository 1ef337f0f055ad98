class Solution {
public:
    string FirstNonRepeating(string A) {
        int count[26] = {0};
        queue<char> q;
        string out;
        out.reserve(A.size());
        for (char ch : A) {
            if (++count[ch - 'a'] == 1) q.push(ch);
            while (!q.empty() && count[q.front() - 'a'] > 1) q.pop();
            out.push_back(q.empty() ? '#' : q.front());
        }
        return out;
    }
};
