class Solution {
public:
    long long inversionCount(vector<int>& arr) {
        long long count = 0;
        int n = arr.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (arr[i] > arr[j]) count++;
        return count;
    }
};
