class Solution {
public:
    int superEggDrop(int k, int n) {
        // covered[e]: floors resolvable with the current number of moves and e eggs
        vector<long long> covered(k + 1, 0);
        int moves = 0;
        while (covered[k] < n) {
            moves++;
            for (int e = k; e >= 1; e--) covered[e] = covered[e] + covered[e - 1] + 1;
        }
        return moves;
    }
};
