class Solution {
    public String longestWord(String[] words) {
        String[] ws = words.clone();
        Arrays.sort(ws, (a, b) -> a.length() != b.length() ? a.length() - b.length() : a.compareTo(b));
        HashSet<String> good = new HashSet<>();
        good.add("");
        String best = "";
        for (String w : ws) {
            if (good.contains(w.substring(0, w.length() - 1))) {
                good.add(w);
                if (w.length() > best.length()) best = w;
            }
        }
        return best;
    }
}
