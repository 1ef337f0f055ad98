class Solution {
public:
    vector<int> findAnagrams(string s, string p) {
        vector<int> result;
        int m = p.size();
        sort(p.begin(), p.end());
        for (int i = 0; i + m <= (int)s.size(); i++) {
            string window = s.substr(i, m);
            sort(window.begin(), window.end());
            if (window == p) result.push_back(i);
        }
        return result;
    }
};
