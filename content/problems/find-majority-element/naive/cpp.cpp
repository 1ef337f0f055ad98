class Solution {
public:
    int majorityElement(vector<int>& arr) {
        int n = arr.size();
        for (int i = 0; i < n; i++) {
            int count = 0;
            for (int j = 0; j < n; j++) count += arr[j] == arr[i];
            if (2 * count > n) return arr[i];
        }
        return -1;
    }
};
