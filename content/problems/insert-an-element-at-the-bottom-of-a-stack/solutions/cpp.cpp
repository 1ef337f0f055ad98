class Solution {
    void put(vector<int>& st, int x) {
        if (st.empty()) {
            st.push_back(x);
            return;
        }
        int t = st.back();
        st.pop_back();
        put(st, x);
        st.push_back(t);
    }

public:
    vector<int> insertAtBottom(vector<int>& stack, int x) {
        put(stack, x);
        return stack;
    }
};
