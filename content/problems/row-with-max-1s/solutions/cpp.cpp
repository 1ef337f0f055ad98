class Solution {
public:
    int rowWithMax1s(vector<vector<int>>& arr) {
        int col = arr[0].size(), best = -1;
        for (int i = 0; i < (int)arr.size(); i++)
            while (col > 0 && arr[i][col - 1] == 1) {
                col--;
                best = i;
            }
        return best;
    }
};
