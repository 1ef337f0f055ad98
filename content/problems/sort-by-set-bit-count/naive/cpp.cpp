class Solution {
public:
    void sortBySetBitCount(vector<int>& arr) {
        int n = arr.size();
        for (int i = 1; i < n; i++) {
            int v = arr[i], key = __builtin_popcount(v);
            int j = i - 1;
            while (j >= 0 && __builtin_popcount(arr[j]) < key) {
                arr[j + 1] = arr[j];
                j--;
            }
            arr[j + 1] = v;
        }
    }
};
