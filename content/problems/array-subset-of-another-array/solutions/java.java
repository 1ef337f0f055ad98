class Solution {
    public boolean isSubset(int[] a, int[] b) {
        HashMap<Integer, Integer> count = new HashMap<>();
        for (int x : a) count.merge(x, 1, Integer::sum);
        for (int x : b) {
            int c = count.getOrDefault(x, 0);
            if (c == 0) return false;
            count.put(x, c - 1);
        }
        return true;
    }
}
