class Solution {
    private final List<List<Integer>> out = new ArrayList<>();
    private final List<Integer> path = new ArrayList<>();

    public List<List<Integer>> subsetsWithDup(int[] nums) {
        Arrays.sort(nums);
        go(nums, 0);
        return out;
    }

    private void go(int[] a, int start) {
        out.add(new ArrayList<>(path));
        for (int i = start; i < a.length; i++) {
            if (i > start && a[i] == a[i - 1]) continue;
            path.add(a[i]);
            go(a, i + 1);
            path.remove(path.size() - 1);
        }
    }
}
