class Solution {
    private String s;
    private int pos;

    // expr := term (('+'|'-') term)* ; term := factor (('*'|'/') factor)* ; factor := number | '(' expr ')'
    private long expr() {
        long v = term();
        while (pos < s.length() && (s.charAt(pos) == '+' || s.charAt(pos) == '-')) {
            char op = s.charAt(pos++);
            long r = term();
            v = op == '+' ? v + r : v - r;
        }
        return v;
    }

    private long term() {
        long v = factor();
        while (pos < s.length() && (s.charAt(pos) == '*' || s.charAt(pos) == '/')) {
            char op = s.charAt(pos++);
            long r = factor();
            v = op == '*' ? v * r : v / r;
        }
        return v;
    }

    private long factor() {
        if (s.charAt(pos) == '(') {
            pos++;
            long v = expr();
            pos++;
            return v;
        }
        long v = 0;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) v = v * 10 + (s.charAt(pos++) - '0');
        return v;
    }

    public int calculate(String s) {
        this.s = s;
        this.pos = 0;
        return (int) expr();
    }
}
