class NStack {
    private final int[] val, nxt, top;
    private int freeHead = 0;

    public NStack(int N, int S) {
        val = new int[S];
        nxt = new int[S];
        for (int i = 0; i < S; i++) nxt[i] = i + 1 < S ? i + 1 : -1;
        top = new int[N + 1];
        Arrays.fill(top, -1);
    }

    public boolean push(int x, int m) {
        if (freeHead == -1) return false;
        int i = freeHead;
        freeHead = nxt[i];
        val[i] = x;
        nxt[i] = top[m];
        top[m] = i;
        return true;
    }

    public int pop(int m) {
        int i = top[m];
        if (i == -1) return -1;
        top[m] = nxt[i];
        nxt[i] = freeHead;
        freeHead = i;
        return val[i];
    }
}
