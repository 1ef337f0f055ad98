class Solution {
    public List<String> AllPossibleStrings(String s) {
        int n = s.length();
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (int mask = 1; mask < (1 << n); mask++) {
            sb.setLength(0);
            for (int i = 0; i < n; i++)
                if ((mask >> i & 1) == 1) sb.append(s.charAt(i));
            out.add(sb.toString());
        }
        Collections.sort(out);
        return out;
    }
}
