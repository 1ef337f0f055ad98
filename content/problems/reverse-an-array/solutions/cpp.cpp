class Solution {
public:
    void reverseArray(vector<int>& arr) {
        int i = 0, j = (int)arr.size() - 1;
        while (i < j) swap(arr[i++], arr[j--]);
    }
};
