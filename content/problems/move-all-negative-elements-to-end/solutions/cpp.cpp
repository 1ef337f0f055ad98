class Solution {
public:
    void segregateElements(vector<int>& arr) {
        vector<int> negatives;
        size_t write = 0;
        for (int x : arr) {
            if (x >= 0) arr[write++] = x;
            else negatives.push_back(x);
        }
        for (int x : negatives) arr[write++] = x;
    }
};
