class Solution {
    public int evalRPN(String[] tokens) {
        int[] st = new int[tokens.length];
        int top = 0;
        for (String t : tokens) {
            if (t.equals("+") || t.equals("-") || t.equals("*") || t.equals("/")) {
                int b = st[--top], a = st[--top];
                switch (t) {
                    case "+": st[top++] = a + b; break;
                    case "-": st[top++] = a - b; break;
                    case "*": st[top++] = a * b; break;
                    default: st[top++] = a / b;
                }
            } else {
                st[top++] = Integer.parseInt(t);
            }
        }
        return st[0];
    }
}
