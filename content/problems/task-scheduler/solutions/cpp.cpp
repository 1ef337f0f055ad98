class Solution {
public:
    int leastInterval(vector<char>& tasks, int n) {
        int cnt[26] = {0};
        for (char t : tasks) ++cnt[t - 'A'];
        int most = *max_element(cnt, cnt + 26);
        int ties = count(cnt, cnt + 26, most);
        return max((int)tasks.size(), (most - 1) * (n + 1) + ties);
    }
};
