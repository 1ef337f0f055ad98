class Solution {
    public int calculate(String s) {
        Deque<long[]> stack = new ArrayDeque<>();
        long result = 0, num = 0;
        int sign = 1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                num = num * 10 + (c - '0');
            } else if (c == '+' || c == '-') {
                result += sign * num;
                num = 0;
                sign = c == '+' ? 1 : -1;
            } else if (c == '(') {
                stack.push(new long[] {result, sign});
                result = 0;
                sign = 1;
            } else if (c == ')') {
                result += sign * num;
                num = 0;
                long[] saved = stack.pop();
                result = saved[0] + saved[1] * result;
            }
        }
        return (int) (result + sign * num);
    }
}
