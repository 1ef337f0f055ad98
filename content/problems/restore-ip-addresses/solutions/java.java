class Solution {
    public List<String> restoreIpAddresses(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        for (int a = 1; a <= 3; a++)
            for (int b = a + 1; b <= a + 3; b++)
                for (int c = b + 1; c <= b + 3; c++) {
                    if (c >= n || n - c > 3) continue;
                    String p1 = s.substring(0, a), p2 = s.substring(a, b), p3 = s.substring(b, c), p4 = s.substring(c);
                    if (valid(p1) && valid(p2) && valid(p3) && valid(p4)) out.add(p1 + "." + p2 + "." + p3 + "." + p4);
                }
        return out;
    }

    private boolean valid(String p) {
        if (p.isEmpty() || p.length() > 3) return false;
        if (p.length() > 1 && p.charAt(0) == '0') return false;
        return Integer.parseInt(p) <= 255;
    }
}
