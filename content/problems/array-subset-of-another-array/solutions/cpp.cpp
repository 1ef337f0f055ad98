class Solution {
public:
    bool isSubset(vector<int>& a, vector<int>& b) {
        vector<int> count(1000001, 0);
        for (int x : a) count[x]++;
        for (int x : b)
            if (--count[x] < 0) return false;
        return true;
    }
};
