class KthLargest {
    int k;
    vector<int> seen;

public:
    KthLargest(int k, vector<int>& nums) : k(k), seen(nums) {}

    int add(int val) {
        seen.push_back(val);
        sort(seen.begin(), seen.end(), greater<int>());
        return seen[k - 1];
    }
};
