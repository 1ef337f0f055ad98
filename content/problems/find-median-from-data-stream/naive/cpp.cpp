class MedianFinder {
    vector<int> seen;

public:
    MedianFinder() {}

    void addNum(int num) { seen.push_back(num); }

    double findMedian() {
        vector<int> sorted = seen;
        sort(sorted.begin(), sorted.end());
        int n = sorted.size();
        if (n % 2) return sorted[n / 2];
        return (sorted[n / 2 - 1] + (double)sorted[n / 2]) / 2.0;
    }
};
