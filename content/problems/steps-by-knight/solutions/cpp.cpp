class Solution {
public:
    int minStepToReachTarget(vector<int>& knightPos, vector<int>& targetPos, int n) {
        int start = (knightPos[0] - 1) * n + (knightPos[1] - 1);
        int goal = (targetPos[0] - 1) * n + (targetPos[1] - 1);
        if (start == goal) return 0;
        static const int dr[8] = {1, 2, 2, 1, -1, -2, -2, -1}, dc[8] = {2, 1, -1, -2, -2, -1, 1, 2};
        vector<int> dist(n * n, -1), queue;
        queue.reserve(n * n);
        queue.push_back(start);
        dist[start] = 0;
        for (size_t head = 0; head < queue.size(); head++) {
            int cell = queue[head], r = cell / n, c = cell % n;
            for (int k = 0; k < 8; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue;
                int next = nr * n + nc;
                if (dist[next] >= 0) continue;
                dist[next] = dist[cell] + 1;
                if (next == goal) return dist[next];
                queue.push_back(next);
            }
        }
        return -1;
    }
};
