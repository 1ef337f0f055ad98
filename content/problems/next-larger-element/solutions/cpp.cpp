class Solution {
public:
    vector<int> nextLargerElement(vector<int>& arr) {
        int n = arr.size();
        vector<int> out(n, -1), st;
        for (int i = n - 1; i >= 0; i--) {
            while (!st.empty() && st.back() <= arr[i]) st.pop_back();
            if (!st.empty()) out[i] = st.back();
            st.push_back(arr[i]);
        }
        return out;
    }
};
