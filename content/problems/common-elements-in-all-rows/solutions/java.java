class Solution {
    public int[] commonElements(int[][] mat) {
        HashMap<Integer, Integer> seenIn = new HashMap<>();
        for (int v : mat[0]) seenIn.put(v, 1);
        for (int r = 1; r < mat.length; r++)
            for (int v : mat[r]) {
                Integer c = seenIn.get(v);
                if (c != null && c == r) seenIn.put(v, r + 1);
            }
        return seenIn.entrySet().stream()
            .filter(e -> e.getValue() == mat.length)
            .mapToInt(Map.Entry::getKey)
            .sorted()
            .toArray();
    }
}
