class Solution {
public:
    long long sumOfKSubarrays(vector<int>& arr, int k) {
        deque<int> maxQ, minQ;
        long long total = 0;
        for (int i = 0; i < (int)arr.size(); i++) {
            while (!maxQ.empty() && arr[maxQ.back()] <= arr[i]) maxQ.pop_back();
            maxQ.push_back(i);
            while (!minQ.empty() && arr[minQ.back()] >= arr[i]) minQ.pop_back();
            minQ.push_back(i);
            if (maxQ.front() <= i - k) maxQ.pop_front();
            if (minQ.front() <= i - k) minQ.pop_front();
            if (i >= k - 1) total += (long long)arr[maxQ.front()] + arr[minQ.front()];
        }
        return total;
    }
};
