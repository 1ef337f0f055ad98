class Solution {
    public void sortBySetBitCount(int[] arr) {
        Integer[] boxed = new Integer[arr.length];
        for (int i = 0; i < arr.length; i++) boxed[i] = arr[i];
        Arrays.sort(boxed, (a, b) -> Integer.bitCount(b) - Integer.bitCount(a));
        for (int i = 0; i < arr.length; i++) arr[i] = boxed[i];
    }
}
