class Solution {
    public int calPoints(String[] operations) {
        int[] st = new int[operations.length];
        int top = 0;
        for (String op : operations) {
            switch (op) {
                case "+": st[top] = st[top - 1] + st[top - 2]; top++; break;
                case "D": st[top] = 2 * st[top - 1]; top++; break;
                case "C": top--; break;
                default: st[top++] = Integer.parseInt(op);
            }
        }
        int total = 0;
        for (int i = 0; i < top; i++) total += st[i];
        return total;
    }
}
