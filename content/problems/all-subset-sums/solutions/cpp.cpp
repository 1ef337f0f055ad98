class Solution {
public:
    vector<int> subsetSums(vector<int>& arr) {
        vector<int> out;
        out.reserve(1 << arr.size());
        function<void(int, int)> go = [&](int i, int sum) {
            if (i == (int)arr.size()) { out.push_back(sum); return; }
            go(i + 1, sum + arr[i]);
            go(i + 1, sum);
        };
        go(0, 0);
        return out;
    }
};
