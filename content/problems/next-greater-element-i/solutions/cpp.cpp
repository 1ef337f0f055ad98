class Solution {
public:
    vector<int> nextGreaterElement(vector<int>& nums1, vector<int>& nums2) {
        unordered_map<int, int> next;
        vector<int> stack;
        for (int v : nums2) {
            while (!stack.empty() && stack.back() < v) {
                next[stack.back()] = v;
                stack.pop_back();
            }
            stack.push_back(v);
        }
        vector<int> ans;
        for (int x : nums1) {
            auto it = next.find(x);
            ans.push_back(it == next.end() ? -1 : it->second);
        }
        return ans;
    }
};
