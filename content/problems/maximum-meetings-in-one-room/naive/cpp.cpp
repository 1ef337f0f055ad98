// Repeatedly scan every meeting for the compatible one finishing first (lowest number on ties): O(N^2).
class Solution {
public:
    vector<int> maxMeetings(int N, vector<int>& S, vector<int>& F) {
        long long last = -1;
        vector<int> out;
        while (true) {
            int best = -1;
            for (int i = 0; i < N; i++)
                if (S[i] > last && (best < 0 || F[i] < F[best])) best = i;
            if (best < 0) break;
            out.push_back(best + 1);
            last = F[best];
        }
        sort(out.begin(), out.end());
        return out;
    }
};
