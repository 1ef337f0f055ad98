class Solution {
public:
    int findSubString(string str) {
        int seen[128] = {0}, count[128] = {0};
        int need = 0;
        for (char c : str) if (!seen[(int)c]++) need++;
        int have = 0, best = str.size(), left = 0;
        for (int right = 0; right < (int)str.size(); right++) {
            if (count[(int)str[right]]++ == 0) have++;
            while (have == need) {
                best = min(best, right - left + 1);
                if (--count[(int)str[left++]] == 0) have--;
            }
        }
        return best;
    }
};
