class MinHeap {
    private int[] a = new int[16];
    private int n = 0;

    public MinHeap() {}

    public void push(int val) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2);
        int i = n++;
        while (i > 0) {
            int p = (i - 1) / 2;
            if (a[p] <= val) break;
            a[i] = a[p];
            i = p;
        }
        a[i] = val;
    }

    public int pop() {
        if (n == 0) return -1;
        int res = a[0];
        int last = a[--n];
        int i = 0;
        while (true) {
            int l = 2 * i + 1, m = -1, small = last;
            if (l < n && a[l] < small) { m = l; small = a[l]; }
            if (l + 1 < n && a[l + 1] < small) m = l + 1;
            if (m < 0) break;
            a[i] = a[m];
            i = m;
        }
        if (n > 0) a[i] = last;
        return res;
    }

    public int top() {
        return n == 0 ? -1 : a[0];
    }

    public int size() {
        return n;
    }
}
