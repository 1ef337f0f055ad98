class Solution {
    public int[] insertAtBottom(int[] stack, int x) {
        ArrayDeque<Integer> st = new ArrayDeque<>();
        for (int v : stack) st.push(v);
        ArrayDeque<Integer> held = new ArrayDeque<>();
        while (!st.isEmpty()) held.push(st.pop());
        st.push(x);
        while (!held.isEmpty()) st.push(held.pop());
        int[] res = new int[st.size()];
        for (int i = res.length - 1; i >= 0; i--) res[i] = st.pop();
        return res;
    }
}
