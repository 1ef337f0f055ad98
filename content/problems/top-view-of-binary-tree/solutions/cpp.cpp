class Solution {
public:
    vector<int> topView(TreeNode* root) {
        unordered_map<int, int> first;
        int lo = 0, hi = 0;
        queue<pair<TreeNode*, int>> q;
        q.push({root, 0});
        while (!q.empty()) {
            auto [n, c] = q.front();
            q.pop();
            if (!first.count(c)) first[c] = n->val;
            lo = min(lo, c);
            hi = max(hi, c);
            if (n->left) q.push({n->left, c - 1});
            if (n->right) q.push({n->right, c + 1});
        }
        vector<int> out;
        for (int c = lo; c <= hi; c++) out.push_back(first[c]);
        return out;
    }
};
