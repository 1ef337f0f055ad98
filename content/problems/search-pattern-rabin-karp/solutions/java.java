class Solution {
    public ArrayList<Integer> search(String pat, String txt) {
        int m = pat.length(), n = txt.length();
        ArrayList<Integer> res = new ArrayList<>();
        if (m > n) return res;
        final long M1 = 1_000_000_007L, M2 = 998_244_353L, B = 131;
        long hp1 = 0, hp2 = 0, ht1 = 0, ht2 = 0, p1 = 1, p2 = 1;
        for (int i = 0; i < m; i++) {
            hp1 = (hp1 * B + pat.charAt(i)) % M1;
            hp2 = (hp2 * B + pat.charAt(i)) % M2;
            ht1 = (ht1 * B + txt.charAt(i)) % M1;
            ht2 = (ht2 * B + txt.charAt(i)) % M2;
            if (i > 0) {
                p1 = p1 * B % M1;
                p2 = p2 * B % M2;
            }
        }
        for (int i = 0;; i++) {
            if (ht1 == hp1 && ht2 == hp2) res.add(i + 1);
            if (i + m >= n) break;
            char out = txt.charAt(i), in = txt.charAt(i + m);
            ht1 = ((ht1 - out * p1 % M1 + M1) % M1 * B + in) % M1;
            ht2 = ((ht2 - out * p2 % M2 + M2) % M2 * B + in) % M2;
        }
        return res;
    }
}
