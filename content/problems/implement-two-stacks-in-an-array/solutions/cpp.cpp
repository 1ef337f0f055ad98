class twoStacks {
    static const int CAP = 100000;
    vector<int> arr;
    int top1, top2;
public:
    twoStacks() : arr(CAP), top1(-1), top2(CAP) {}

    void push1(int x) { arr[++top1] = x; }

    void push2(int x) { arr[--top2] = x; }

    int pop1() { return top1 < 0 ? -1 : arr[top1--]; }

    int pop2() { return top2 == CAP ? -1 : arr[top2++]; }
};
