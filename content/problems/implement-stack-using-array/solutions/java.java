class ArrayStack {
    private final int[] data;
    private int size = 0;

    public ArrayStack(int capacity) {
        data = new int[capacity];
    }

    public void push(int num) {
        if (size < data.length) data[size++] = num;
    }

    public int pop() {
        return size == 0 ? -1 : data[--size];
    }

    public int top() {
        return size == 0 ? -1 : data[size - 1];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean isFull() {
        return size == data.length;
    }
}
