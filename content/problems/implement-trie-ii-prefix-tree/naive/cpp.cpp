class Trie {
    unordered_map<string, int> copies;

public:
    Trie() {}

    void insert(string word) {
        copies[word]++;
    }

    int countWordsEqualTo(string word) {
        auto it = copies.find(word);
        return it == copies.end() ? 0 : it->second;
    }

    int countWordsStartingWith(string prefix) {
        int total = 0;
        for (auto& [w, c] : copies)
            if (w.size() >= prefix.size() && w.compare(0, prefix.size(), prefix) == 0) total += c;
        return total;
    }

    void erase(string word) {
        if (--copies[word] == 0) copies.erase(word);
    }
};
