class MiddleStack {
    private final ArrayDeque<Integer> low = new ArrayDeque<>(), high = new ArrayDeque<>();

    public MiddleStack() {}

    private void rebalance() {
        if (high.size() > low.size()) low.addLast(high.pollFirst());
        else if (low.size() > high.size() + 1) high.addFirst(low.pollLast());
    }

    public void push(int x) {
        high.addLast(x);
        rebalance();
    }

    public int pop() {
        int v;
        if (!high.isEmpty()) v = high.pollLast();
        else if (!low.isEmpty()) v = low.pollLast();
        else return -1;
        rebalance();
        return v;
    }

    public int findMiddle() {
        return low.isEmpty() ? -1 : low.peekLast();
    }

    public int deleteMiddle() {
        if (low.isEmpty()) return -1;
        int v = low.pollLast();
        rebalance();
        return v;
    }
}
