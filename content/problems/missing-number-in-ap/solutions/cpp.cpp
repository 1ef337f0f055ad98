class Solution {
public:
    int findMissing(vector<int>& arr) {
        int n = arr.size();
        long long d = ((long long)arr[n - 1] - arr[0]) / n;
        int lo = 0, hi = n - 1;  // first index that is out of place
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (arr[mid] == arr[0] + mid * d) lo = mid + 1;
            else hi = mid;
        }
        return (int)(arr[0] + lo * d);
    }
};
