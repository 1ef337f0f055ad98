class TimeMap {
    unordered_map<string, vector<pair<int, string>>> store;

public:
    TimeMap() {}

    void set(string key, string value, int timestamp) {
        store[key].emplace_back(timestamp, value);
    }

    string get(string key, int timestamp) {
        auto it = store.find(key);
        if (it == store.end()) return "";
        const auto& versions = it->second;
        int lo = 0, hi = (int)versions.size();
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (versions[mid].first <= timestamp) lo = mid + 1;
            else hi = mid;
        }
        return lo == 0 ? "" : versions[lo - 1].second;
    }
};
