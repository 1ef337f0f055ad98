class Solution {
    public int[] findOrder(int numCourses, int[][] prerequisites) {
        List<List<Integer>> graph = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) graph.add(new ArrayList<>());
        int[] indeg = new int[numCourses];
        for (int[] p : prerequisites) {
            graph.get(p[1]).add(p[0]);
            indeg[p[0]]++;
        }
        int[] order = new int[numCourses];
        int size = 0;
        for (int i = 0; i < numCourses; i++) if (indeg[i] == 0) order[size++] = i;
        for (int k = 0; k < size; k++)
            for (int d : graph.get(order[k])) if (--indeg[d] == 0) order[size++] = d;
        return size == numCourses ? order : new int[0];
    }
}
