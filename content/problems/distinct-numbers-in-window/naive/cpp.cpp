class Solution {
public:
    vector<int> dNums(vector<int>& A, int B) {
        vector<int> out;
        for (int s = 0; s + B <= (int)A.size(); s++) {
            unordered_set<int> seen(A.begin() + s, A.begin() + s + B);
            out.push_back(seen.size());
        }
        return out;
    }
};
