class Solution {
public:
    int maxMeetings(vector<int>& start, vector<int>& end) {
        int n = start.size();
        vector<pair<int, int>> m(n);
        for (int i = 0; i < n; i++) m[i] = {end[i], start[i]};
        sort(m.begin(), m.end());
        int last = -1, count = 0;
        for (auto& [e, s] : m)
            if (s > last) { count++; last = e; }
        return count;
    }
};
