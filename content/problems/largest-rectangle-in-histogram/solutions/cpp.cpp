class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        int n = heights.size();
        vector<int> st;
        st.reserve(n);
        long long best = 0;
        for (int i = 0; i <= n; i++) {
            int h = i < n ? heights[i] : 0;
            while (!st.empty() && heights[st.back()] >= h) {
                int top = st.back();
                st.pop_back();
                int left = st.empty() ? -1 : st.back();
                best = max(best, (long long)heights[top] * (i - left - 1));
            }
            st.push_back(i);
        }
        return (int)best;
    }
};
