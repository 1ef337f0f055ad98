class Solution {
    public List<List<String>> displayContacts(String[] contact, String s) {
        TreeSet<String> set = new TreeSet<>(Arrays.asList(contact));
        List<String> names = new ArrayList<>(set);
        int lo = 0, hi = names.size();
        List<List<String>> res = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            while (lo < hi && (names.get(lo).length() <= i || names.get(lo).charAt(i) != c)) lo++;
            while (lo < hi && (names.get(hi - 1).length() <= i || names.get(hi - 1).charAt(i) != c)) hi--;
            if (lo == hi) res.add(new ArrayList<>(List.of("0")));
            else res.add(new ArrayList<>(names.subList(lo, hi)));
        }
        return res;
    }
}
