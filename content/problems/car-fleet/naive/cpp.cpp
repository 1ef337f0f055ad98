class Solution {
public:
    int carFleet(int target, vector<int>& position, vector<int>& speed) {
        int n = position.size();
        int fleets = 0;
        for (int i = 0; i < n; i++) {
            bool joins = false;
            for (int j = 0; j < n; j++) {
                // car i catches car j (ahead of it) when j would arrive no earlier than i
                if (position[j] > position[i] &&
                    (long long)(target - position[j]) * speed[i] >= (long long)(target - position[i]) * speed[j]) {
                    joins = true;
                    break;
                }
            }
            if (!joins) fleets++;
        }
        return fleets;
    }
};
