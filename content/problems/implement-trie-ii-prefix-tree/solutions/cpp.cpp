class Trie {
    struct Node {
        int next[26];
        int pass = 0, end = 0;
        Node() { memset(next, 0, sizeof next); }
    };
    vector<Node> nodes;

public:
    Trie() { nodes.emplace_back(); }

    void insert(string word) {
        int cur = 0;
        for (char ch : word) {
            int c = ch - 'a';
            if (!nodes[cur].next[c]) {
                nodes[cur].next[c] = nodes.size();
                nodes.emplace_back();
            }
            cur = nodes[cur].next[c];
            nodes[cur].pass++;
        }
        nodes[cur].end++;
    }

    int countWordsEqualTo(string word) {
        int cur = 0;
        for (char ch : word) {
            cur = nodes[cur].next[ch - 'a'];
            if (!cur) return 0;
        }
        return nodes[cur].end;
    }

    int countWordsStartingWith(string prefix) {
        int cur = 0;
        for (char ch : prefix) {
            cur = nodes[cur].next[ch - 'a'];
            if (!cur) return 0;
        }
        return nodes[cur].pass;
    }

    void erase(string word) {
        int cur = 0;
        for (char ch : word) {
            cur = nodes[cur].next[ch - 'a'];
            nodes[cur].pass--;
        }
        nodes[cur].end--;
    }
};
