class Solution {
    void insertSorted(vector<int>& st, int x) {
        if (st.empty() || st.back() <= x) {
            st.push_back(x);
            return;
        }
        int t = st.back();
        st.pop_back();
        insertSorted(st, x);
        st.push_back(t);
    }

public:
    vector<int> sortStack(vector<int>& stack) {
        if (stack.empty()) return stack;
        int x = stack.back();
        stack.pop_back();
        sortStack(stack);
        insertSorted(stack, x);
        return stack;
    }
};
