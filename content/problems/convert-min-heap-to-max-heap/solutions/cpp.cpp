class Solution {
public:
    vector<int> convertMinToMaxHeap(vector<int>& arr) {
        int n = arr.size();
        for (int i = n / 2 - 1; i >= 0; i--) {
            int j = i;
            while (true) {
                int l = 2 * j + 1, r = l + 1, m = j;
                if (l < n && arr[l] > arr[m]) m = l;
                if (r < n && arr[r] > arr[m]) m = r;
                if (m == j) break;
                swap(arr[m], arr[j]);
                j = m;
            }
        }
        return arr;
    }
};
