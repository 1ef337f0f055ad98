class Solution {
    int bestDepth = -1, bestSum = 0;
    void dfs(TreeNode* n, int depth, int sum) {
        sum += n->val;
        if (!n->left && !n->right) {
            if (depth > bestDepth || (depth == bestDepth && sum > bestSum)) {
                bestDepth = depth;
                bestSum = sum;
            }
            return;
        }
        if (n->left) dfs(n->left, depth + 1, sum);
        if (n->right) dfs(n->right, depth + 1, sum);
    }

public:
    int sumOfLongRootToLeafPath(TreeNode* root) {
        bestDepth = -1;
        bestSum = 0;
        dfs(root, 1, 0);
        return bestSum;
    }
};
