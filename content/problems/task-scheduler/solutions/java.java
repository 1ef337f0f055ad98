class Solution {
    public int leastInterval(char[] tasks, int n) {
        int[] cnt = new int[26];
        for (char t : tasks) cnt[t - 'A']++;
        int most = 0, ties = 0;
        for (int c : cnt) most = Math.max(most, c);
        for (int c : cnt) if (c == most) ties++;
        return Math.max(tasks.length, (most - 1) * (n + 1) + ties);
    }
}
