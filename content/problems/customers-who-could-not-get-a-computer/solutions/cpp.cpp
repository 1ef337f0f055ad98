class Solution {
public:
    int runCustomerSimulation(int n, string seq) {
        // 0 = not seen, 1 = using a computer, 2 = turned away or already left
        int state[26] = {0};
        int freeCount = n, refused = 0;
        for (char ch : seq) {
            int c = ch - 'A';
            if (state[c] == 0) {
                if (freeCount > 0) {
                    freeCount--;
                    state[c] = 1;
                } else {
                    refused++;
                    state[c] = 2;
                }
            } else if (state[c] == 1) {
                freeCount++;
                state[c] = 2;
            }
        }
        return refused;
    }
};
