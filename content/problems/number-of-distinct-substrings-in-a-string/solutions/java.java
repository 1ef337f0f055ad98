class Solution {
    public int countDistinct(String s) {
        int n = s.length();
        // every substring, one length at a time
        int count = 0;
        HashSet<String> seen = new HashSet<>();
        for (int len = 1; len <= n; len++) {
            seen.clear();
            for (int i = 0; i + len <= n; i++) seen.add(s.substring(i, i + len));
            count += seen.size();
        }
        return count;
    }
}
