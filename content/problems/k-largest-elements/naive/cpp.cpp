class Solution {
public:
    vector<int> kLargest(vector<int>& arr, int k) {
        int n = arr.size();
        vector<bool> used(n, false);
        vector<int> out;
        for (int r = 0; r < k; r++) {
            int best = -1;
            for (int i = 0; i < n; i++) {
                if (!used[i] && (best == -1 || arr[i] > arr[best])) best = i;
            }
            used[best] = true;
            out.push_back(arr[best]);
        }
        return out;
    }
};
