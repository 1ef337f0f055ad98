class Solution {
    public String[] findPrefixes(String[] arr) {
        int n = arr.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> arr[x].compareTo(arr[y]));
        int[] need = new int[n];
        for (int k = 1; k < n; k++) {
            String a = arr[order[k - 1]], b = arr[order[k]];
            int l = 0, m = Math.min(a.length(), b.length());
            while (l < m && a.charAt(l) == b.charAt(l)) l++;
            need[order[k - 1]] = Math.max(need[order[k - 1]], l);
            need[order[k]] = Math.max(need[order[k]], l);
        }
        String[] res = new String[n];
        for (int i = 0; i < n; i++) res[i] = arr[i].substring(0, need[i] + 1);
        return res;
    }
}
