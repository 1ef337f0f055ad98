class Solution {
public:
    int maximalRectangle(vector<vector<char>>& matrix) {
        int cols = matrix[0].size(), best = 0;
        vector<int> h(cols + 1, 0), st;
        for (auto& row : matrix) {
            for (int j = 0; j < cols; j++) h[j] = row[j] == '1' ? h[j] + 1 : 0;
            st.clear();
            for (int j = 0; j <= cols; j++) {
                while (!st.empty() && h[st.back()] >= h[j]) {
                    int height = h[st.back()];
                    st.pop_back();
                    int left = st.empty() ? 0 : st.back() + 1;
                    best = max(best, height * (j - left));
                }
                st.push_back(j);
            }
        }
        return best;
    }
};
