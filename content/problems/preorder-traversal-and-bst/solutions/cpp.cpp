class Solution {
public:
    bool canRepresentBST(vector<int>& arr) {
        vector<int> st;
        long long low = LLONG_MIN;
        for (int x : arr) {
            if (x < low) return false;
            while (!st.empty() && st.back() < x) {
                low = st.back();
                st.pop_back();
            }
            st.push_back(x);
        }
        return true;
    }
};
