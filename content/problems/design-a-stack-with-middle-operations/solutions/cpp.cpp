class MiddleStack {
    deque<int> low, high;

    void rebalance() {
        if (high.size() > low.size()) {
            low.push_back(high.front());
            high.pop_front();
        } else if (low.size() > high.size() + 1) {
            high.push_front(low.back());
            low.pop_back();
        }
    }

public:
    MiddleStack() {}

    void push(int x) {
        high.push_back(x);
        rebalance();
    }

    int pop() {
        int v;
        if (!high.empty()) {
            v = high.back();
            high.pop_back();
        } else if (!low.empty()) {
            v = low.back();
            low.pop_back();
        } else return -1;
        rebalance();
        return v;
    }

    int findMiddle() {
        return low.empty() ? -1 : low.back();
    }

    int deleteMiddle() {
        if (low.empty()) return -1;
        int v = low.back();
        low.pop_back();
        rebalance();
        return v;
    }
};
