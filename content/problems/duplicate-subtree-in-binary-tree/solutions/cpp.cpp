class Solution {
    struct KeyHash {
        size_t operator()(const array<int, 3>& k) const {
            return hash<long long>()(((long long)k[0] * 1000003 + k[1]) * 1000003 + k[2]);
        }
    };
    unordered_map<array<int, 3>, int, KeyHash> ids;
    bool found = false;
    int walk(TreeNode* n) {
        if (!n || found) return 0;
        array<int, 3> key{n->val, walk(n->left), walk(n->right)};
        auto it = ids.find(key);
        if (it != ids.end()) {
            if (n->left || n->right) found = true;
            return it->second;
        }
        int id = ids.size() + 1;
        ids.emplace(key, id);
        return id;
    }

public:
    int dupSub(TreeNode* root) {
        ids.clear();
        found = false;
        walk(root);
        return found ? 1 : 0;
    }
};
