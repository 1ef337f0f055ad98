class Solution {
public:
    void rotate(vector<int>& arr) {
        int last = arr.back();
        for (size_t i = arr.size() - 1; i > 0; i--) arr[i] = arr[i - 1];
        arr[0] = last;
    }
};
