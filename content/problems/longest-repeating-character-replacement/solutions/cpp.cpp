class Solution {
public:
    int characterReplacement(string s, int k) {
        int count[26] = {0};
        int left = 0, maxf = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            maxf = max(maxf, ++count[s[right] - 'A']);
            if (right - left + 1 - maxf > k) {
                count[s[left] - 'A']--;
                left++;
            }
        }
        return (int)s.size() - left;
    }
};
