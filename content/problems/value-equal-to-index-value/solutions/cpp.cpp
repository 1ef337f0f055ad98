class Solution {
public:
    vector<int> valueEqualToIndex(vector<int>& arr) {
        vector<int> out;
        for (int i = 0; i < (int)arr.size(); i++)
            if (arr[i] == i + 1) out.push_back(i + 1);
        return out;
    }
};
