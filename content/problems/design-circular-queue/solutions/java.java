class MyCircularQueue {
    private final int[] buf;
    private int head = 0, size = 0;

    public MyCircularQueue(int k) {
        buf = new int[k];
    }

    public boolean enQueue(int value) {
        if (size == buf.length) return false;
        buf[(head + size) % buf.length] = value;
        size++;
        return true;
    }

    public boolean deQueue() {
        if (size == 0) return false;
        head = (head + 1) % buf.length;
        size--;
        return true;
    }

    public int Front() {
        return size == 0 ? -1 : buf[head];
    }

    public int Rear() {
        return size == 0 ? -1 : buf[(head + size - 1) % buf.length];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean isFull() {
        return size == buf.length;
    }
}
