class ArrayQueue {
    private int[] buf = new int[8];
    private int head = 0, count = 0;

    public ArrayQueue() {}

    public void enqueue(int x) {
        if (count == buf.length) {
            int[] bigger = new int[buf.length * 2];
            for (int i = 0; i < count; i++) bigger[i] = buf[(head + i) % buf.length];
            buf = bigger;
            head = 0;
        }
        buf[(head + count) % buf.length] = x;
        count++;
    }

    public int dequeue() {
        if (count == 0) return -1;
        int v = buf[head];
        head = (head + 1) % buf.length;
        count--;
        return v;
    }

    public int front() {
        return count == 0 ? -1 : buf[head];
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public int size() {
        return count;
    }
}
