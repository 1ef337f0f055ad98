class Solution {
    public String findOrder(String[] dict, int n, int k) {
        boolean[][] edge = new boolean[k][k];
        int[] indeg = new int[k];
        for (int i = 0; i + 1 < n; i++) {
            String a = dict[i], b = dict[i + 1];
            int j = 0;
            while (j < a.length() && j < b.length() && a.charAt(j) == b.charAt(j)) j++;
            if (j == a.length() || j == b.length()) continue;
            int x = a.charAt(j) - 'a', y = b.charAt(j) - 'a';
            if (!edge[x][y]) {
                edge[x][y] = true;
                indeg[y]++;
            }
        }
        StringBuilder order = new StringBuilder();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int c = 0; c < k; c++)
            if (indeg[c] == 0) queue.add(c);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            order.append((char) ('a' + x));
            for (int y = 0; y < k; y++)
                if (edge[x][y] && --indeg[y] == 0) queue.add(y);
        }
        return order.toString();
    }
}
