class twoStacks {
    private static final int CAP = 100000;
    private final int[] arr = new int[CAP];
    private int top1 = -1, top2 = CAP;

    public twoStacks() {}

    public void push1(int x) {
        arr[++top1] = x;
    }

    public void push2(int x) {
        arr[--top2] = x;
    }

    public int pop1() {
        return top1 < 0 ? -1 : arr[top1--];
    }

    public int pop2() {
        return top2 == CAP ? -1 : arr[top2++];
    }
}
