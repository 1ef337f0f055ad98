class LFUCache {
    struct Node { int value, count; list<int>::iterator pos; };
    int capacity, minCount = 0;
    unordered_map<int, Node> nodes;
    unordered_map<int, list<int>> buckets;  // count -> keys, oldest use at the front

    void touch(int key, Node& node) {
        auto& b = buckets[node.count];
        b.erase(node.pos);
        if (b.empty()) {
            buckets.erase(node.count);
            if (minCount == node.count) minCount++;
        }
        node.count++;
        auto& nb = buckets[node.count];
        nb.push_back(key);
        node.pos = prev(nb.end());
    }
public:
    LFUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = nodes.find(key);
        if (it == nodes.end()) return -1;
        touch(key, it->second);
        return it->second.value;
    }

    void put(int key, int value) {
        auto it = nodes.find(key);
        if (it != nodes.end()) {
            it->second.value = value;
            touch(key, it->second);
            return;
        }
        if ((int)nodes.size() >= capacity) {
            auto& b = buckets[minCount];
            int victim = b.front();
            b.pop_front();
            if (b.empty()) buckets.erase(minCount);
            nodes.erase(victim);
        }
        auto& b1 = buckets[1];
        b1.push_back(key);
        nodes[key] = {value, 1, prev(b1.end())};
        minCount = 1;
    }
};
