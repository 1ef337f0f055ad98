class Solution {
public:
    string minSum(vector<int>& arr) {
        vector<int> d(arr);
        sort(d.begin(), d.end());
        string out;
        int carry = 0;
        for (int i = (int)d.size() - 1; i >= 0; i -= 2) {
            int s = d[i] + (i > 0 ? d[i - 1] : 0) + carry;
            out.push_back('0' + s % 10);
            carry = s / 10;
        }
        if (carry) out.push_back('0' + carry);
        while (out.size() > 1 && out.back() == '0') out.pop_back();
        reverse(out.begin(), out.end());
        return out;
    }
};
