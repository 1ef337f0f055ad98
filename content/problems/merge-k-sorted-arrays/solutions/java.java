class Solution {
    public static ArrayList<Integer> mergeKArrays(int[][] arr, int K) {
        // Pairwise merging of rows, log K rounds.
        List<int[]> rows = new ArrayList<>(Arrays.asList(arr));
        while (rows.size() > 1) {
            List<int[]> next = new ArrayList<>();
            for (int i = 0; i + 1 < rows.size(); i += 2) next.add(merge(rows.get(i), rows.get(i + 1)));
            if (rows.size() % 2 == 1) next.add(rows.get(rows.size() - 1));
            rows = next;
        }
        ArrayList<Integer> out = new ArrayList<>();
        for (int v : rows.get(0)) out.add(v);
        return out;
    }

    private static int[] merge(int[] a, int[] b) {
        int[] c = new int[a.length + b.length];
        int i = 0, j = 0, k = 0;
        while (i < a.length && j < b.length) c[k++] = a[i] <= b[j] ? a[i++] : b[j++];
        while (i < a.length) c[k++] = a[i++];
        while (j < b.length) c[k++] = b[j++];
        return c;
    }
}
