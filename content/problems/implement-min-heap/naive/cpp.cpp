class MinHeap {
    vector<int> a;

    int minIndex() {
        int m = 0;
        for (int i = 1; i < (int)a.size(); i++)
            if (a[i] < a[m]) m = i;
        return m;
    }

public:
    MinHeap() {}

    void push(int val) {
        a.push_back(val);
    }

    int pop() {
        if (a.empty()) return -1;
        int m = minIndex();
        int res = a[m];
        a[m] = a.back();
        a.pop_back();
        return res;
    }

    int top() {
        if (a.empty()) return -1;
        return a[minIndex()];
    }

    int size() {
        return a.size();
    }
};
