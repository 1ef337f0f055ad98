int orangesRotting(int** grid, int gridSize, int* gridColSize) {
    /* m, n <= 10: at most 100 cells, so a fixed queue holds every orange that ever rots. */
    int queue[100];
    int head = 0, tail = 0, fresh = 0;
    int m = gridSize, n = gridColSize[0];
    for (int r = 0; r < m; r++) {
        for (int c = 0; c < n; c++) {
            if (grid[r][c] == 2) queue[tail++] = r * n + c;
            else if (grid[r][c] == 1) fresh++;
        }
    }
    static const int dr[4] = {1, -1, 0, 0};
    static const int dc[4] = {0, 0, 1, -1};
    int minutes = 0;
    while (head < tail && fresh > 0) {
        int levelEnd = tail;
        while (head < levelEnd) {
            int cell = queue[head++];
            int r = cell / n, c = cell % n;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= m || nc < 0 || nc >= n || grid[nr][nc] != 1) continue;
                grid[nr][nc] = 2;
                fresh--;
                queue[tail++] = nr * n + nc;
            }
        }
        minutes++;
    }
    return fresh == 0 ? minutes : -1;
}
