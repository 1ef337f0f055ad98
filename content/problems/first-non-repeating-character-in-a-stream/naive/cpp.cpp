class Solution {
public:
    string FirstNonRepeating(string A) {
        int count[26] = {0};
        string out;
        for (int i = 0; i < (int)A.size(); i++) {
            count[A[i] - 'a']++;
            char ans = '#';
            for (int j = 0; j <= i; j++) {
                if (count[A[j] - 'a'] == 1) { ans = A[j]; break; }
            }
            out.push_back(ans);
        }
        return out;
    }
};
