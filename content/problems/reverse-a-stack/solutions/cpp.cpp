class Solution {
    void insertAtBottom(vector<int>& st, int x) {
        if (st.empty()) {
            st.push_back(x);
            return;
        }
        int t = st.back();
        st.pop_back();
        insertAtBottom(st, x);
        st.push_back(t);
    }

    void rev(vector<int>& st) {
        if (st.empty()) return;
        int x = st.back();
        st.pop_back();
        rev(st);
        insertAtBottom(st, x);
    }

public:
    vector<int> reverseStack(vector<int>& stack) {
        rev(stack);
        return stack;
    }
};
