class Solution {
    public int checkMirrorTree(int n, int e, int[] A, int[] B) {
        List<List<Integer>> first = new ArrayList<>(), second = new ArrayList<>();
        for (int u = 0; u <= n; u++) {
            first.add(new ArrayList<>());
            second.add(new ArrayList<>());
        }
        for (int i = 0; i < 2 * e; i += 2) {
            first.get(A[i]).add(A[i + 1]);
            second.get(B[i]).add(B[i + 1]);
        }
        for (int u = 1; u <= n; u++) {
            List<Integer> a = first.get(u), b = second.get(u);
            if (a.size() != b.size()) return 0;
            for (int i = 0; i < a.size(); i++)
                if (!a.get(i).equals(b.get(a.size() - 1 - i))) return 0;
        }
        return 1;
    }
}
