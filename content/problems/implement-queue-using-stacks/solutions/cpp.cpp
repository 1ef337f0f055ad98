class MyQueue {
    stack<int> inbox, outbox;

    void shift() {
        if (outbox.empty()) {
            while (!inbox.empty()) {
                outbox.push(inbox.top());
                inbox.pop();
            }
        }
    }

public:
    MyQueue() {}

    void push(int x) {
        inbox.push(x);
    }

    int pop() {
        shift();
        int v = outbox.top();
        outbox.pop();
        return v;
    }

    int peek() {
        shift();
        return outbox.top();
    }

    bool empty() {
        return inbox.empty() && outbox.empty();
    }
};
