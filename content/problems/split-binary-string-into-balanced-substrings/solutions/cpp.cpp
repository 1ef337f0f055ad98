class Solution {
public:
    int maxSubStr(string str) {
        int bal = 0, cnt = 0;
        for (char c : str) {
            bal += c == '0' ? 1 : -1;
            if (bal == 0) cnt++;
        }
        return bal == 0 ? cnt : -1;
    }
};
