class Solution {
public:
    vector<int> findTwoElement(vector<int>& arr) {
        long long n = arr.size();
        long long s = -n * (n + 1) / 2, q = -n * (n + 1) * (2 * n + 1) / 6;
        for (int v : arr) {
            s += v;
            q += (long long)v * v;
        }
        long long sum = q / s;  // A + B
        long long a = (s + sum) / 2;
        return {(int)a, (int)(a - s)};
    }
};
