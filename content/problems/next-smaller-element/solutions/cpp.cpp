class Solution {
public:
    vector<int> nextSmallerElement(vector<int>& arr) {
        int n = arr.size();
        vector<int> ans(n, -1), st;
        for (int i = n - 1; i >= 0; i--) {
            while (!st.empty() && st.back() >= arr[i]) st.pop_back();
            if (!st.empty()) ans[i] = st.back();
            st.push_back(arr[i]);
        }
        return ans;
    }
};
