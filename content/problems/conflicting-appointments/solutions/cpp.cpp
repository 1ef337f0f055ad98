class Solution {
public:
    vector<int> conflictingAppointments(vector<vector<int>>& appointments) {
        map<int, int> booked;  // disjoint union of earlier requests: start -> end
        vector<int> out;
        for (int i = 0; i < (int)appointments.size(); i++) {
            int s = appointments[i][0], e = appointments[i][1];
            auto it = booked.lower_bound(e);
            if (it != booked.begin() && prev(it)->second > s) out.push_back(i);
            it = booked.upper_bound(s);
            if (it != booked.begin() && prev(it)->second >= s) --it;
            while (it != booked.end() && it->first <= e) {
                s = min(s, it->first);
                e = max(e, it->second);
                it = booked.erase(it);
            }
            booked[s] = e;
        }
        return out;
    }
};
