class Solution {
    public List<Integer> findLeastGreater(int[] arr) {
        int n = arr.length;
        Integer[] out = new Integer[n];
        TreeSet<Integer> seen = new TreeSet<>();
        for (int i = n - 1; i >= 0; i--) {
            Integer next = seen.higher(arr[i]);
            out[i] = next == null ? -1 : next;
            seen.add(arr[i]);
        }
        return Arrays.asList(out);
    }
}
