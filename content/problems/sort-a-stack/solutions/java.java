class Solution {
    private ArrayDeque<Integer> st;

    private void insertSorted(int x) {
        if (st.isEmpty() || st.peek() <= x) {
            st.push(x);
            return;
        }
        int t = st.pop();
        insertSorted(x);
        st.push(t);
    }

    private void sortAll() {
        if (st.isEmpty()) return;
        int x = st.pop();
        sortAll();
        insertSorted(x);
    }

    public int[] sortStack(int[] stack) {
        st = new ArrayDeque<>();
        for (int v : stack) st.push(v);
        sortAll();
        int n = stack.length;
        int[] res = new int[n];
        for (int i = n - 1; i >= 0; i--) res[i] = st.pop();
        return res;
    }
}
