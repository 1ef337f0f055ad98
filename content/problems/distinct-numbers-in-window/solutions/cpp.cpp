class Solution {
public:
    vector<int> dNums(vector<int>& A, int B) {
        unordered_map<int, int> freq;
        freq.reserve(2 * B + 1);
        vector<int> out;
        for (int i = 0; i < (int)A.size(); i++) {
            freq[A[i]]++;
            if (i >= B) {
                auto it = freq.find(A[i - B]);
                if (--it->second == 0) freq.erase(it);
            }
            if (i >= B - 1) out.push_back(freq.size());
        }
        return out;
    }
};
