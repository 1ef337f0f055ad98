class Solution {
public:
    vector<int> findTwoElement(vector<int>& arr) {
        int n = arr.size(), rep = 0, miss = 0;
        for (int v = 1; v <= n; v++) {
            int c = 0;
            for (int x : arr) c += x == v;
            if (c == 2) rep = v;
            if (c == 0) miss = v;
        }
        return {rep, miss};
    }
};
