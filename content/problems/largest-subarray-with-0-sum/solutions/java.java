class Solution {
    public int maxLen(int[] arr) {
        HashMap<Integer, Integer> first = new HashMap<>();
        first.put(0, 0);
        int sum = 0, best = 0;
        for (int k = 1; k <= arr.length; k++) {
            sum += arr[k - 1];
            Integer f = first.get(sum);
            if (f == null) first.put(sum, k);
            else best = Math.max(best, k - f);
        }
        return best;
    }
}
