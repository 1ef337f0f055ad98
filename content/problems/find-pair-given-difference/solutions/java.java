class Solution {
    public boolean findPair(int[] arr, int x) {
        HashMap<Integer, Integer> count = new HashMap<>();
        for (int v : arr) count.merge(v, 1, Integer::sum);
        for (Map.Entry<Integer, Integer> e : count.entrySet()) {
            if (x == 0) { if (e.getValue() > 1) return true; }
            else if (count.containsKey(e.getKey() + x)) return true;
        }
        return false;
    }
}
