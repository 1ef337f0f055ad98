class Solution {
    public boolean isIsomorphic(String s, String t) {
        int[] fwd = new int[256], bwd = new int[256];
        Arrays.fill(fwd, -1);
        Arrays.fill(bwd, -1);
        for (int i = 0; i < s.length(); i++) {
            int a = s.charAt(i), b = t.charAt(i);
            if (fwd[a] == -1 && bwd[b] == -1) {
                fwd[a] = b;
                bwd[b] = a;
            } else if (fwd[a] != b || bwd[b] != a) {
                return false;
            }
        }
        return true;
    }
}
