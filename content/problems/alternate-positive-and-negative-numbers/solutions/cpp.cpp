class Solution {
public:
    void rearrange(vector<int>& arr) {
        vector<int> pos, neg;
        for (int v : arr) (v >= 0 ? pos : neg).push_back(v);
        size_t p = 0, q = 0, k = 0;
        while (p < pos.size() && q < neg.size()) {
            arr[k++] = pos[p++];
            arr[k++] = neg[q++];
        }
        while (p < pos.size()) arr[k++] = pos[p++];
        while (q < neg.size()) arr[k++] = neg[q++];
    }
};
