class Solution {
public:
    int pageFaults(int n, int c, vector<int>& pages) {
        list<int> order;  // most recent first
        unordered_map<int, list<int>::iterator> where;
        int faults = 0;
        for (int p : pages) {
            auto it = where.find(p);
            if (it != where.end()) order.erase(it->second);
            else {
                faults++;
                if ((int)order.size() == c) { where.erase(order.back()); order.pop_back(); }
            }
            order.push_front(p);
            where[p] = order.begin();
        }
        return faults;
    }
};
