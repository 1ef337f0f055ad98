class Solution {
    public List<String> generateParenthesis(int n) {
        List<String> out = new ArrayList<>();
        go(n, 0, 0, new StringBuilder(), out);
        return out;
    }

    private void go(int n, int opened, int closed, StringBuilder buf, List<String> out) {
        if (closed == n) {
            out.add(buf.toString());
            return;
        }
        if (opened < n) {
            buf.append('(');
            go(n, opened + 1, closed, buf, out);
            buf.deleteCharAt(buf.length() - 1);
        }
        if (closed < opened) {
            buf.append(')');
            go(n, opened, closed + 1, buf, out);
            buf.deleteCharAt(buf.length() - 1);
        }
    }
}
