class ArrayStack {
    vector<int> data;
    int size = 0;

public:
    ArrayStack(int capacity) : data(capacity) {}

    void push(int num) {
        if (size < (int)data.size()) data[size++] = num;
    }

    int pop() {
        return size == 0 ? -1 : data[--size];
    }

    int top() {
        return size == 0 ? -1 : data[size - 1];
    }

    bool isEmpty() {
        return size == 0;
    }

    bool isFull() {
        return size == (int)data.size();
    }
};
