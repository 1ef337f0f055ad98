class Solution {
public:
    vector<int> majorityElement(vector<int>& nums) {
        long long a = LLONG_MIN, b = LLONG_MIN;
        int ca = 0, cb = 0;
        for (int x : nums) {
            if (x == a) ++ca;
            else if (x == b) ++cb;
            else if (ca == 0) { a = x; ca = 1; }
            else if (cb == 0) { b = x; cb = 1; }
            else { --ca; --cb; }
        }
        ca = cb = 0;
        for (int x : nums) {
            if (x == a) ++ca;
            else if (x == b) ++cb;
        }
        vector<int> out;
        int limit = nums.size() / 3;
        if (ca > limit) out.push_back((int)a);
        if (cb > limit) out.push_back((int)b);
        return out;
    }
};
