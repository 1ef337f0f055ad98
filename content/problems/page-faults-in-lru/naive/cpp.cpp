// Resident pages in a list ordered by last use; every request searches it linearly: O(n * c).
class Solution {
public:
    int pageFaults(int n, int c, vector<int>& pages) {
        list<int> mem;  // least recent first
        int faults = 0;
        for (int p : pages) {
            auto it = find(mem.begin(), mem.end(), p);
            if (it != mem.end()) mem.erase(it);
            else {
                faults++;
                if ((int)mem.size() == c) mem.pop_front();
            }
            mem.push_back(p);
        }
        return faults;
    }
};
