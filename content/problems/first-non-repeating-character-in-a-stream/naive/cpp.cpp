class Solution {
public:
    string FirstNonRepeating(string A) {
        string out;
        int count[26] = {0};
        for (size_t i = 0; i < A.size(); i++) {
            count[A[i] - 'a']++;
            char answer = '#';
            for (size_t j = 0; j <= i; j++)
                if (count[A[j] - 'a'] == 1) { answer = A[j]; break; }
            out.push_back(answer);
        }
        return out;
    }
};
