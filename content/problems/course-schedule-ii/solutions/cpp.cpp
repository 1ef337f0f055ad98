class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> graph(numCourses);
        vector<int> indeg(numCourses, 0);
        for (auto& p : prerequisites) {
            graph[p[1]].push_back(p[0]);
            indeg[p[0]]++;
        }
        vector<int> order;
        for (int i = 0; i < numCourses; i++) if (indeg[i] == 0) order.push_back(i);
        for (size_t k = 0; k < order.size(); k++)
            for (int d : graph[order[k]]) if (--indeg[d] == 0) order.push_back(d);
        if ((int)order.size() != numCourses) return {};
        return order;
    }
};
