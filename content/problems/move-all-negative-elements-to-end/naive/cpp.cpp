class Solution {
public:
    void segregateElements(vector<int>& arr) {
        int n = arr.size();
        int remaining = n;
        int i = 0;
        while (i < remaining) {
            if (arr[i] < 0) {
                int v = arr[i];
                for (int j = i; j + 1 < n; j++) arr[j] = arr[j + 1];
                arr[n - 1] = v;
                remaining--;
            } else {
                i++;
            }
        }
    }
};
