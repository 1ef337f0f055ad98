class LFUCache {
    private final int capacity;
    private int minCount = 0;
    private final Map<Integer, int[]> nodes = new HashMap<>(); // key -> {value, count}
    private final Map<Integer, LinkedHashSet<Integer>> buckets = new HashMap<>();

    public LFUCache(int capacity) {
        this.capacity = capacity;
    }

    private void touch(int key, int[] node) {
        LinkedHashSet<Integer> b = buckets.get(node[1]);
        b.remove(key);
        if (b.isEmpty()) {
            buckets.remove(node[1]);
            if (minCount == node[1]) minCount++;
        }
        node[1]++;
        buckets.computeIfAbsent(node[1], c -> new LinkedHashSet<>()).add(key);
    }

    public int get(int key) {
        int[] node = nodes.get(key);
        if (node == null) return -1;
        touch(key, node);
        return node[0];
    }

    public void put(int key, int value) {
        int[] node = nodes.get(key);
        if (node != null) {
            node[0] = value;
            touch(key, node);
            return;
        }
        if (nodes.size() >= capacity) {
            LinkedHashSet<Integer> b = buckets.get(minCount);
            int victim = b.iterator().next();
            b.remove(victim);
            if (b.isEmpty()) buckets.remove(minCount);
            nodes.remove(victim);
        }
        nodes.put(key, new int[] {value, 1});
        buckets.computeIfAbsent(1, c -> new LinkedHashSet<>()).add(key);
        minCount = 1;
    }
}
