class Trie {
    struct Node {
        int next[26];
        bool end = false;
        Node() { fill(next, next + 26, -1); }
    };
    vector<Node> nodes;

    int walk(const string& s) {
        int cur = 0;
        for (char ch : s) {
            cur = nodes[cur].next[ch - 'a'];
            if (cur < 0) return -1;
        }
        return cur;
    }
public:
    Trie() { nodes.emplace_back(); }

    void insert(string word) {
        int cur = 0;
        for (char ch : word) {
            int c = ch - 'a';
            if (nodes[cur].next[c] < 0) {
                nodes[cur].next[c] = nodes.size();
                nodes.emplace_back();
            }
            cur = nodes[cur].next[c];
        }
        nodes[cur].end = true;
    }

    bool search(string word) {
        int node = walk(word);
        return node >= 0 && nodes[node].end;
    }

    bool startsWith(string prefix) {
        return walk(prefix) >= 0;
    }
};

/**
 * Your Trie object will be instantiated and called as such:
 * Trie* obj = new Trie();
 * obj->insert(word);
 * bool param_2 = obj->search(word);
 * bool param_3 = obj->startsWith(prefix);
 */
