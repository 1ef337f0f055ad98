class Solution {
    private final List<String> res = new ArrayList<>();
    private final ArrayList<String> chosen = new ArrayList<>();

    private void build(List<List<String>> lists, int i) {
        if (i == lists.size()) {
            res.add(String.join(" ", chosen));
            return;
        }
        for (String w : lists.get(i)) {
            chosen.add(w);
            build(lists, i + 1);
            chosen.remove(chosen.size() - 1);
        }
    }

    public List<String> sentences(List<List<String>> lists) {
        res.clear();
        chosen.clear();
        build(lists, 0);
        return res;
    }
}
