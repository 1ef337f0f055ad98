class Solution {
public:
    vector<int> kLargest(vector<int>& arr, int k) {
        priority_queue<int, vector<int>, greater<int>> pq;
        for (int x : arr) {
            if ((int)pq.size() < k) pq.push(x);
            else if (x > pq.top()) { pq.pop(); pq.push(x); }
        }
        vector<int> out(k);
        for (int i = k - 1; i >= 0; i--) { out[i] = pq.top(); pq.pop(); }
        return out;
    }
};
