class Solution {
    public int countRev(String s) {
        if (s.length() % 2 != 0) return -1;
        Deque<Character> stack = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            if (c == '}' && !stack.isEmpty() && stack.peek() == '{') stack.pop();
            else stack.push(c);
        }
        int open = 0, close = 0;
        for (char c : stack) if (c == '{') open++; else close++;
        return (open + 1) / 2 + (close + 1) / 2;
    }
}
