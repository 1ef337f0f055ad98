class Solution {
public:
    vector<int> mergeHeaps(vector<int>& a, vector<int>& b) {
        vector<int> c(a);
        c.insert(c.end(), b.begin(), b.end());
        make_heap(c.begin(), c.end());
        return c;
    }
};
