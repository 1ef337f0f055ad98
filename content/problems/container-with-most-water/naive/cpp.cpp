class Solution {
public:
    int maxArea(vector<int>& height) {
        int n = height.size();
        int best = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                best = max(best, min(height[i], height[j]) * (j - i));
        return best;
    }
};
