class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> out = new ArrayList<>();
        go(nums, 0, new ArrayList<>(), out);
        return out;
    }

    private void go(int[] nums, int i, List<Integer> cur, List<List<Integer>> out) {
        if (i == nums.length) {
            out.add(new ArrayList<>(cur));
            return;
        }
        go(nums, i + 1, cur, out);
        cur.add(nums[i]);
        go(nums, i + 1, cur, out);
        cur.remove(cur.size() - 1);
    }
}
