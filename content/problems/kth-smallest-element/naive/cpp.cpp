class Solution {
public:
    int kthSmallest(vector<int>& arr, int k) {
        vector<bool> used(arr.size(), false);
        int value = 0;
        for (int round = 0; round < k; round++) {
            int best = -1;
            for (size_t i = 0; i < arr.size(); i++)
                if (!used[i] && (best < 0 || arr[i] < arr[best])) best = (int)i;
            used[best] = true;
            value = arr[best];
        }
        return value;
    }
};
