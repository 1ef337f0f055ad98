class Solution {
public:
    vector<int> conflictingAppointments(vector<vector<int>>& appointments) {
        vector<int> out;
        for (int i = 0; i < (int)appointments.size(); i++)
            for (int j = 0; j < i; j++)
                if (appointments[i][0] < appointments[j][1] && appointments[j][0] < appointments[i][1]) {
                    out.push_back(i);
                    break;
                }
        return out;
    }
};
