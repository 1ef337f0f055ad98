class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        vector<bool> taken(numCourses, false);
        vector<int> order;
        for (int round = 0; round < numCourses; round++) {
            // a course is blocked while some prerequisite of it is not taken yet
            vector<bool> blocked(numCourses, false);
            for (auto& p : prerequisites)
                if (!taken[p[1]]) blocked[p[0]] = true;
            int pick = -1;
            for (int c = 0; c < numCourses; c++)
                if (!taken[c] && !blocked[c]) { pick = c; break; }
            if (pick < 0) return {};
            taken[pick] = true;
            order.push_back(pick);
        }
        return order;
    }
};
