class Solution {
public:
    long long minValue(string s, int k) {
        int count[26] = {0};
        for (char ch : s) count[ch - 'a']++;
        priority_queue<int> pq;
        for (int c : count) if (c > 0) pq.push(c);
        while (k-- > 0 && !pq.empty()) {
            int c = pq.top() - 1;
            pq.pop();
            if (c > 0) pq.push(c);
        }
        long long value = 0;
        while (!pq.empty()) {
            long long c = pq.top();
            pq.pop();
            value += c * c;
        }
        return value;
    }
};
