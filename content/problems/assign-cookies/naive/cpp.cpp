class Solution {
public:
    int findContentChildren(vector<int>& g, vector<int>& s) {
        sort(g.begin(), g.end());
        vector<bool> used(s.size(), false);
        int content = 0;
        for (int greed : g) {
            // the smallest unused cookie that satisfies this child
            int best = -1;
            for (int j = 0; j < (int)s.size(); j++)
                if (!used[j] && s[j] >= greed && (best < 0 || s[j] < s[best])) best = j;
            if (best >= 0) {
                used[best] = true;
                content++;
            }
        }
        return content;
    }
};
