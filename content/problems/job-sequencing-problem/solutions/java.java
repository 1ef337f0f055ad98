class Solution {
    private int[] parent;

    private int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }

    public ArrayList<Integer> jobSequencing(int[] deadline, int[] profit) {
        int n = deadline.length;
        // bucket jobs by profit (1..500), highest first
        List<List<Integer>> byProfit = new ArrayList<>();
        for (int p = 0; p <= 500; p++) byProfit.add(new ArrayList<>());
        for (int i = 0; i < n; i++) byProfit.get(profit[i]).add(i);
        parent = new int[n + 1];
        for (int i = 0; i <= n; i++) parent[i] = i;
        int count = 0, total = 0;
        for (int p = 500; p >= 1; p--) {
            for (int i : byProfit.get(p)) {
                int s = find(Math.min(deadline[i], n));
                if (s > 0) {
                    parent[s] = s - 1;
                    count++;
                    total += p;
                }
            }
        }
        return new ArrayList<>(List.of(count, total));
    }
}
