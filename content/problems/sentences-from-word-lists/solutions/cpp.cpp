class Solution {
    vector<string> res;
    vector<string> chosen;

    void build(const vector<vector<string>>& lists, size_t i) {
        if (i == lists.size()) {
            string s;
            for (size_t k = 0; k < chosen.size(); k++) {
                if (k) s += ' ';
                s += chosen[k];
            }
            res.push_back(s);
            return;
        }
        for (const string& w : lists[i]) {
            chosen.push_back(w);
            build(lists, i + 1);
            chosen.pop_back();
        }
    }

public:
    vector<string> sentences(vector<vector<string>>& lists) {
        res.clear();
        chosen.clear();
        build(lists, 0);
        return res;
    }
};
