class Solution {
public:
    vector<int> maxSumCombinations(vector<int>& A, vector<int>& B, int C) {
        // every pair sum, keeping the C largest in a min-heap
        priority_queue<int, vector<int>, greater<int>> best;
        for (int x : A)
            for (int y : B) {
                if ((int)best.size() < C) best.push(x + y);
                else if (x + y > best.top()) {
                    best.pop();
                    best.push(x + y);
                }
            }
        vector<int> res;
        while (!best.empty()) {
            res.push_back(best.top());
            best.pop();
        }
        reverse(res.begin(), res.end());
        return res;
    }
};
