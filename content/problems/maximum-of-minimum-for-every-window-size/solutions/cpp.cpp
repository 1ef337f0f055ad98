class Solution {
public:
    vector<int> maxOfMin(vector<int>& arr) {
        int n = arr.size();
        vector<int> left(n), right(n), st;
        for (int i = 0; i < n; i++) {
            while (!st.empty() && arr[st.back()] >= arr[i]) st.pop_back();
            left[i] = st.empty() ? -1 : st.back();
            st.push_back(i);
        }
        st.clear();
        for (int i = n - 1; i >= 0; i--) {
            while (!st.empty() && arr[st.back()] >= arr[i]) st.pop_back();
            right[i] = st.empty() ? n : st.back();
            st.push_back(i);
        }
        vector<int> best(n + 2, 0);
        for (int i = 0; i < n; i++) {
            int len = right[i] - left[i] - 1;
            best[len] = max(best[len], arr[i]);
        }
        for (int len = n - 1; len >= 1; len--) best[len] = max(best[len], best[len + 1]);
        return vector<int>(best.begin() + 1, best.begin() + n + 1);
    }
};
