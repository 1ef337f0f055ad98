class Solution {
public:
    bool findPair(vector<int>& arr, int x) {
        int n = arr.size();
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (i != j && arr[j] - arr[i] == x) return true;
        return false;
    }
};
