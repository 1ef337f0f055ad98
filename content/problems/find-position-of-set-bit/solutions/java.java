class Solution {
    public int findPosition(int N) {
        if (N == 0 || (N & (N - 1)) != 0) return -1;
        int pos = 1;
        while (N > 1) {
            N >>= 1;
            pos++;
        }
        return pos;
    }
}
