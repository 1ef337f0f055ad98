class Solution {
public:
    string minSum(vector<int>& arr) {
        int n = arr.size();
        vector<bool> used(n, false);
        string a, b;
        for (int r = 0; r < n; r++) {
            int best = -1;
            for (int i = 0; i < n; i++) {
                if (!used[i] && (best == -1 || arr[i] < arr[best])) best = i;
            }
            used[best] = true;
            (r % 2 == 0 ? a : b).push_back('0' + arr[best]);
        }
        string out;
        int i = a.size() - 1, j = b.size() - 1, carry = 0;
        while (i >= 0 || j >= 0 || carry) {
            int s = carry;
            if (i >= 0) s += a[i--] - '0';
            if (j >= 0) s += b[j--] - '0';
            out.push_back('0' + s % 10);
            carry = s / 10;
        }
        while (out.size() > 1 && out.back() == '0') out.pop_back();
        reverse(out.begin(), out.end());
        return out;
    }
};
