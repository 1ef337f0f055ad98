int lastStoneWeight(int* stones, int stonesSize) {
    // at most 30 stones: keep them sorted in a small buffer and smash the two largest
    int a[30];
    int n = 0;
    for (int i = 0; i < stonesSize; i++) {
        int j = n++;
        while (j > 0 && a[j - 1] > stones[i]) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = stones[i];
    }
    while (n > 1) {
        int y = a[--n];
        int x = a[--n];
        if (y > x) {
            int d = y - x, j = n++;
            while (j > 0 && a[j - 1] > d) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = d;
        }
    }
    return n ? a[0] : 0;
}
