class Solution {
public:
    int celebrity(vector<vector<int>>& mat) {
        int n = mat.size();
        stack<int> st;
        for (int i = 0; i < n; i++) st.push(i);
        while (st.size() > 1) {
            int a = st.top(); st.pop();
            int b = st.top(); st.pop();
            st.push(mat[a][b] ? b : a);
        }
        int c = st.top();
        for (int j = 0; j < n; j++) {
            if (j != c && (mat[c][j] == 1 || mat[j][c] == 0)) return -1;
        }
        return c;
    }
};
