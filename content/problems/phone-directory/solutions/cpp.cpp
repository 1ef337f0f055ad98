class Solution {
public:
    vector<vector<string>> displayContacts(vector<string>& contact, string s) {
        vector<string> names(contact);
        sort(names.begin(), names.end());
        names.erase(unique(names.begin(), names.end()), names.end());
        int lo = 0, hi = names.size();
        vector<vector<string>> res;
        for (int i = 0; i < (int)s.size(); i++) {
            while (lo < hi && ((int)names[lo].size() <= i || names[lo][i] != s[i])) lo++;
            while (lo < hi && ((int)names[hi - 1].size() <= i || names[hi - 1][i] != s[i])) hi--;
            if (lo == hi) res.push_back({"0"});
            else res.push_back(vector<string>(names.begin() + lo, names.begin() + hi));
        }
        return res;
    }
};
