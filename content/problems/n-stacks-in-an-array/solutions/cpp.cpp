class NStack {
    vector<int> val, nxt, top;
    int freeHead;
public:
    NStack(int N, int S) : val(S), nxt(S), top(N + 1, -1), freeHead(0) {
        for (int i = 0; i < S; i++) nxt[i] = i + 1 < S ? i + 1 : -1;
    }

    bool push(int x, int m) {
        if (freeHead == -1) return false;
        int i = freeHead;
        freeHead = nxt[i];
        val[i] = x;
        nxt[i] = top[m];
        top[m] = i;
        return true;
    }

    int pop(int m) {
        int i = top[m];
        if (i == -1) return -1;
        top[m] = nxt[i];
        nxt[i] = freeHead;
        freeHead = i;
        return val[i];
    }
};
