class Solution {
public:
    int findContentChildren(vector<int>& g, vector<int>& s) {
        sort(g.begin(), g.end());
        sort(s.begin(), s.end());
        size_t i = 0;
        for (size_t j = 0; j < s.size() && i < g.size(); j++) {
            if (s[j] >= g[i]) i++;
        }
        return (int)i;
    }
};
