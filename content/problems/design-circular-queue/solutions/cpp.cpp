class MyCircularQueue {
    vector<int> buf;
    int head = 0, size = 0;
public:
    MyCircularQueue(int k) : buf(k) {}

    bool enQueue(int value) {
        if (size == (int)buf.size()) return false;
        buf[(head + size) % buf.size()] = value;
        size++;
        return true;
    }

    bool deQueue() {
        if (size == 0) return false;
        head = (head + 1) % buf.size();
        size--;
        return true;
    }

    int Front() { return size ? buf[head] : -1; }

    int Rear() { return size ? buf[(head + size - 1) % buf.size()] : -1; }

    bool isEmpty() { return size == 0; }

    bool isFull() { return size == (int)buf.size(); }
};
