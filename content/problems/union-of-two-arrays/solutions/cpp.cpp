class Solution {
public:
    int doUnion(vector<int>& a, vector<int>& b) {
        vector<char> seen(100000, 0);
        int count = 0;
        for (int x : a) if (!seen[x]) { seen[x] = 1; count++; }
        for (int x : b) if (!seen[x]) { seen[x] = 1; count++; }
        return count;
    }
};
