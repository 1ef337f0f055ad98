class Solution {
    unordered_map<long long, int> count;
    int target;
    int dfs(TreeNode* n, long long cur) {
        if (!n) return 0;
        cur += n->val;
        auto it = count.find(cur - target);
        int found = it == count.end() ? 0 : it->second;
        count[cur]++;
        found += dfs(n->left, cur) + dfs(n->right, cur);
        count[cur]--;
        return found;
    }

public:
    int pathSum(TreeNode* root, int targetSum) {
        count.clear();
        count[0] = 1;
        target = targetSum;
        return dfs(root, 0);
    }
};
