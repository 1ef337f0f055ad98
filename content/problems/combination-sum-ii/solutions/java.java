class Solution {
    private final List<List<Integer>> out = new ArrayList<>();
    private final List<Integer> path = new ArrayList<>();

    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        Arrays.sort(candidates);
        go(candidates, 0, target);
        return out;
    }

    private void go(int[] a, int start, int rem) {
        if (rem == 0) {
            out.add(new ArrayList<>(path));
            return;
        }
        for (int i = start; i < a.length && a[i] <= rem; i++) {
            if (i > start && a[i] == a[i - 1]) continue;
            path.add(a[i]);
            go(a, i + 1, rem - a[i]);
            path.remove(path.size() - 1);
        }
    }
}
