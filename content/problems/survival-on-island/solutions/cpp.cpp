class Solution {
public:
    int minimumDays(int S, int N, int M) {
        if (M > N || (S >= 7 && 6 * N < 7 * M)) return -1;
        return (S * M + N - 1) / N;
    }
};
