class Solution {
public:
    void threeWayPartition(vector<int>& arr, int a, int b) {
        int low = 0, i = 0, high = (int)arr.size() - 1;
        while (i <= high) {
            if (arr[i] < a) swap(arr[i++], arr[low++]);
            else if (arr[i] > b) swap(arr[i], arr[high--]);
            else i++;
        }
    }
};
