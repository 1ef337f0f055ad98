class Solution {
public:
    long long countTriplets(vector<int>& arr, int sum) {
        int n = arr.size();
        long long count = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                for (int k = j + 1; k < n; k++)
                    if (arr[i] + arr[j] + arr[k] < sum) count++;
        return count;
    }
};
