class Trie {
    vector<string> words;
public:
    Trie() {}

    void insert(string word) {
        words.push_back(word);
    }

    bool search(string word) {
        for (const string& w : words)
            if (w == word) return true;
        return false;
    }

    bool startsWith(string prefix) {
        for (const string& w : words)
            if (w.substr(0, prefix.size()) == prefix) return true;
        return false;
    }
};
