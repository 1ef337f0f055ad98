class Solution {
public:
    vector<int> factorial(int n) {
        vector<int> digits{1};
        for (int m = 2; m <= n; m++) {
            int carry = 0;
            for (int& d : digits) {
                int p = d * m + carry;
                d = p % 10;
                carry = p / 10;
            }
            while (carry) {
                digits.push_back(carry % 10);
                carry /= 10;
            }
        }
        reverse(digits.begin(), digits.end());
        return digits;
    }
};
