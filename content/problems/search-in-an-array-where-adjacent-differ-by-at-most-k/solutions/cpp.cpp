class Solution {
public:
    int search(vector<int>& arr, int x, int k) {
        int i = 0, n = arr.size();
        while (i < n) {
            if (arr[i] == x) return i;
            i += max(1, abs(arr[i] - x) / k);
        }
        return -1;
    }
};
