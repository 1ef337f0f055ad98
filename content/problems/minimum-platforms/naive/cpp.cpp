class Solution {
public:
    int findPlatform(vector<int>& arr, vector<int>& dep) {
        int n = arr.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int present = 0;
            for (int j = 0; j < n; j++)
                if (arr[j] <= arr[i] && arr[i] <= dep[j]) present++;
            best = max(best, present);
        }
        return best;
    }
};
