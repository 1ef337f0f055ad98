class MinHeap {
    vector<int> a;

public:
    MinHeap() {}

    void push(int val) {
        a.push_back(val);
        int i = a.size() - 1;
        while (i > 0) {
            int p = (i - 1) / 2;
            if (a[p] <= a[i]) break;
            swap(a[p], a[i]);
            i = p;
        }
    }

    int pop() {
        if (a.empty()) return -1;
        int res = a[0];
        a[0] = a.back();
        a.pop_back();
        int n = a.size(), i = 0;
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] < a[m]) m = l;
            if (r < n && a[r] < a[m]) m = r;
            if (m == i) break;
            swap(a[m], a[i]);
            i = m;
        }
        return res;
    }

    int top() {
        return a.empty() ? -1 : a[0];
    }

    int size() {
        return a.size();
    }
};
