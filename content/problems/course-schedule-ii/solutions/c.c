int* findOrder(int numCourses, int** prerequisites, int prerequisitesSize, int* prerequisitesColSize, int* returnSize) {
    int* indeg = calloc(numCourses, sizeof(int));
    int* start = calloc(numCourses + 1, sizeof(int));
    int* adj = malloc(sizeof(int) * (prerequisitesSize > 0 ? prerequisitesSize : 1));
    for (int i = 0; i < prerequisitesSize; i++) {
        start[prerequisites[i][1] + 1]++;
        indeg[prerequisites[i][0]]++;
    }
    for (int i = 0; i < numCourses; i++) start[i + 1] += start[i];
    int* fill = malloc(sizeof(int) * (numCourses + 1));
    memcpy(fill, start, sizeof(int) * (numCourses + 1));
    for (int i = 0; i < prerequisitesSize; i++) adj[fill[prerequisites[i][1]]++] = prerequisites[i][0];
    int* order = malloc(sizeof(int) * numCourses);
    int size = 0;
    for (int i = 0; i < numCourses; i++) if (indeg[i] == 0) order[size++] = i;
    for (int k = 0; k < size; k++) {
        int c = order[k];
        for (int e = start[c]; e < start[c + 1]; e++) if (--indeg[adj[e]] == 0) order[size++] = adj[e];
    }
    free(indeg); free(start); free(adj); free(fill);
    *returnSize = size == numCourses ? size : 0;
    return order;
}
