class Solution {
    public int copySetBits(int x, int y, int l, int r) {
        for (int p = l; p <= r; p++)
            if (((y >>> (p - 1)) & 1) == 1) x |= 1 << (p - 1);
        return x;
    }
}
