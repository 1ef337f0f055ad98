class Solution {
    public boolean checkRedundancy(String s) {
        boolean[] hasOp = new boolean[s.length() + 1];
        int top = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '(') hasOp[top++] = false;
            else if (ch == ')') {
                if (!hasOp[--top]) return true;
            } else if ((ch == '+' || ch == '-' || ch == '*' || ch == '/') && top > 0) hasOp[top - 1] = true;
        }
        return false;
    }
}
