class ArrayQueue {
    vector<int> buf = vector<int>(8);
    int head = 0, count = 0;

public:
    ArrayQueue() {}

    void enqueue(int x) {
        int len = buf.size();
        if (count == len) {
            vector<int> bigger(len * 2);
            for (int i = 0; i < count; i++) bigger[i] = buf[(head + i) % len];
            buf.swap(bigger);
            head = 0;
            len *= 2;
        }
        buf[(head + count) % len] = x;
        count++;
    }

    int dequeue() {
        if (count == 0) return -1;
        int v = buf[head];
        head = (head + 1) % buf.size();
        count--;
        return v;
    }

    int front() {
        return count == 0 ? -1 : buf[head];
    }

    bool isEmpty() {
        return count == 0;
    }

    int size() {
        return count;
    }
};
