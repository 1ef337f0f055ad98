class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        Arrays.sort(candidates);
        List<List<Integer>> out = new ArrayList<>();
        go(candidates, 0, target, new ArrayList<>(), out);
        return out;
    }

    private void go(int[] c, int start, int remain, List<Integer> cur, List<List<Integer>> out) {
        if (remain == 0) {
            out.add(new ArrayList<>(cur));
            return;
        }
        for (int i = start; i < c.length && c[i] <= remain; i++) {
            cur.add(c[i]);
            go(c, i, remain - c[i], cur, out);
            cur.remove(cur.size() - 1);
        }
    }
}
