class Solution {
public:
    int doUnion(vector<int>& a, vector<int>& b) {
        vector<int> seen;
        auto add = [&](int x) {
            for (int y : seen) if (y == x) return;
            seen.push_back(x);
        };
        for (int x : a) add(x);
        for (int x : b) add(x);
        return seen.size();
    }
};
