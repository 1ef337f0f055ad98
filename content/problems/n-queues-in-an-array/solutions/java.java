class NQueue {
    private final int[] val, nxt, front, rear;
    private int freeHead = 0;

    public NQueue(int n, int s) {
        val = new int[s];
        nxt = new int[s];
        for (int i = 0; i < s; i++) nxt[i] = i + 1 < s ? i + 1 : -1;
        front = new int[n + 1];
        rear = new int[n + 1];
        Arrays.fill(front, -1);
        Arrays.fill(rear, -1);
    }

    public boolean enqueue(int x, int m) {
        if (freeHead == -1) return false;
        int i = freeHead;
        freeHead = nxt[i];
        val[i] = x;
        nxt[i] = -1;
        if (front[m] == -1) front[m] = i;
        else nxt[rear[m]] = i;
        rear[m] = i;
        return true;
    }

    public int dequeue(int m) {
        int i = front[m];
        if (i == -1) return -1;
        front[m] = nxt[i];
        if (front[m] == -1) rear[m] = -1;
        nxt[i] = freeHead;
        freeHead = i;
        return val[i];
    }
}
