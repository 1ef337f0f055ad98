class Solution {
    public int countFriendsPairings(int n) {
        final long M = 1000000007L;
        long a = 1, b = 1;
        for (int i = 2; i <= n; i++) {
            long c = (b + (long) (i - 1) * a) % M;
            a = b;
            b = c;
        }
        return (int) b;
    }
}
