class Solution {
public:
    int findPages(vector<int>& arr, int k) {
        if (k > (int)arr.size()) return -1;
        for (long long limit = *max_element(arr.begin(), arr.end());; limit++) {
            long long load = 0;
            int students = 1;
            for (int p : arr) {
                if (load + p > limit) {
                    students++;
                    load = 0;
                }
                load += p;
            }
            if (students <= k) return (int)limit;
        }
    }
};
