class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        int n = heights.size();
        int best = 0;
        for (int i = 0; i < n; i++) {
            int lowest = heights[i];
            for (int j = i; j < n; j++) {
                lowest = min(lowest, heights[j]);
                best = max(best, lowest * (j - i + 1));
            }
        }
        return best;
    }
};
