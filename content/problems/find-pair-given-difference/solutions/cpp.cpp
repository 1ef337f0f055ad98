class Solution {
public:
    bool findPair(vector<int>& arr, int x) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        int n = a.size(), i = 0, j = 1;
        while (j < n) {
            int d = a[j] - a[i];
            if (d == x && i != j) return true;
            if (d < x || i == j) j++;
            else i++;
        }
        return false;
    }
};
