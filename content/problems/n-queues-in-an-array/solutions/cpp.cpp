class NQueue {
    vector<int> val, nxt, front, rear;
    int freeHead;
public:
    NQueue(int n, int s) : val(s), nxt(s), front(n + 1, -1), rear(n + 1, -1), freeHead(0) {
        for (int i = 0; i < s; i++) nxt[i] = i + 1 < s ? i + 1 : -1;
    }

    bool enqueue(int x, int m) {
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

    int dequeue(int m) {
        int i = front[m];
        if (i == -1) return -1;
        front[m] = nxt[i];
        if (front[m] == -1) rear[m] = -1;
        nxt[i] = freeHead;
        freeHead = i;
        return val[i];
    }
};
