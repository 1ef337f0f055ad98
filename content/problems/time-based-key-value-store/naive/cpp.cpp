class TimeMap {
    vector<tuple<string, string, int>> entries;

public:
    TimeMap() {}

    void set(string key, string value, int timestamp) {
        entries.emplace_back(key, value, timestamp);
    }

    string get(string key, int timestamp) {
        string best;
        int bestTime = 0;
        for (auto& [k, v, t] : entries) {
            if (k == key && t <= timestamp && t > bestTime) {
                best = v;
                bestTime = t;
            }
        }
        return best;
    }
};
