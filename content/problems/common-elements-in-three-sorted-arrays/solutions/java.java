class Solution {
    public List<Integer> commonElements(int[] a, int[] b, int[] c) {
        int i = 0, j = 0, k = 0;
        List<Integer> out = new ArrayList<>();
        while (i < a.length && j < b.length && k < c.length) {
            if (a[i] == b[j] && b[j] == c[k]) {
                if (out.isEmpty() || out.get(out.size() - 1) != a[i]) out.add(a[i]);
                i++; j++; k++;
            } else {
                int m = Math.min(a[i], Math.min(b[j], c[k]));
                if (a[i] == m) i++;
                if (b[j] == m) j++;
                if (c[k] == m) k++;
            }
        }
        return out;
    }
}
