class Solution {
public:
    vector<int> FirstNegativeInteger(vector<int>& arr, int k) {
        deque<int> q;
        vector<int> out;
        for (int i = 0; i < (int)arr.size(); i++) {
            if (arr[i] < 0) q.push_back(i);
            if (i >= k - 1) {
                while (!q.empty() && q.front() < i - k + 1) q.pop_front();
                out.push_back(q.empty() ? 0 : arr[q.front()]);
            }
        }
        return out;
    }
};
