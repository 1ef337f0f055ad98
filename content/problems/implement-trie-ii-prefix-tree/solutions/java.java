class Trie {
    private static class Node {
        Node[] next = new Node[26];
        int pass, end;
    }

    private final Node root = new Node();

    public Trie() {}

    public void insert(String word) {
        Node cur = root;
        for (int i = 0; i < word.length(); i++) {
            int c = word.charAt(i) - 'a';
            if (cur.next[c] == null) cur.next[c] = new Node();
            cur = cur.next[c];
            cur.pass++;
        }
        cur.end++;
    }

    private Node find(String s) {
        Node cur = root;
        for (int i = 0; i < s.length() && cur != null; i++) cur = cur.next[s.charAt(i) - 'a'];
        return cur;
    }

    public int countWordsEqualTo(String word) {
        Node n = find(word);
        return n == null ? 0 : n.end;
    }

    public int countWordsStartingWith(String prefix) {
        Node n = find(prefix);
        return n == null ? 0 : n.pass;
    }

    public void erase(String word) {
        Node cur = root;
        for (int i = 0; i < word.length(); i++) {
            cur = cur.next[word.charAt(i) - 'a'];
            cur.pass--;
        }
        cur.end--;
    }
}
