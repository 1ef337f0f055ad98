class Solution {
    public List<Integer> valueEqualToIndex(int[] arr) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < arr.length; i++)
            if (arr[i] == i + 1) out.add(i + 1);
        return out;
    }
}
