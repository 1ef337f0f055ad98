class RecentCounter {
    private final ArrayDeque<Integer> q = new ArrayDeque<>();

    public RecentCounter() {}

    public int ping(int t) {
        q.addLast(t);
        while (q.peekFirst() < t - 3000) q.pollFirst();
        return q.size();
    }
}
