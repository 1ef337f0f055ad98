// Hash map of (value, count, last use); eviction scans every key for the smallest (count, last use).
class LFUCache {
    struct Entry { int value, count; long long last; };
    int capacity;
    long long clock = 0;
    unordered_map<int, Entry> map;
public:
    LFUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = map.find(key);
        if (it == map.end()) return -1;
        it->second.count++;
        it->second.last = ++clock;
        return it->second.value;
    }

    void put(int key, int value) {
        auto it = map.find(key);
        if (it != map.end()) {
            it->second.value = value;
            it->second.count++;
            it->second.last = ++clock;
            return;
        }
        if ((int)map.size() >= capacity) {
            auto victim = map.begin();
            for (auto j = map.begin(); j != map.end(); ++j)
                if (j->second.count < victim->second.count ||
                    (j->second.count == victim->second.count && j->second.last < victim->second.last))
                    victim = j;
            map.erase(victim);
        }
        map[key] = {value, 1, ++clock};
    }
};
