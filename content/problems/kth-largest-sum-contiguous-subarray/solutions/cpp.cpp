class Solution {
public:
    int kthLargest(vector<int>& arr, int k) {
        int n = arr.size();
        priority_queue<int, vector<int>, greater<int>> pq;
        for (int i = 0; i < n; i++) {
            int s = 0;
            for (int j = i; j < n; j++) {
                s += arr[j];
                if ((int)pq.size() < k) pq.push(s);
                else if (s > pq.top()) { pq.pop(); pq.push(s); }
            }
        }
        return pq.top();
    }
};
