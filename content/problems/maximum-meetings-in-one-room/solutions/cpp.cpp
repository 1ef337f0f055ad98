class Solution {
public:
    vector<int> maxMeetings(int N, vector<int>& S, vector<int>& F) {
        vector<int> idx(N);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return F[a] != F[b] ? F[a] < F[b] : a < b; });
        long long last = -1;
        vector<int> out;
        for (int i : idx)
            if (S[i] > last) { out.push_back(i + 1); last = F[i]; }
        sort(out.begin(), out.end());
        return out;
    }
};
