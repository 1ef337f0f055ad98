// Level order that keeps empty slots as nullptr placeholders, trimmed at both ends of each level.
class Solution {
public:
    int widthOfBinaryTree(TreeNode* root) {
        int best = 0;
        deque<TreeNode*> level{root};
        while (!level.empty()) {
            while (!level.empty() && !level.front()) level.pop_front();
            while (!level.empty() && !level.back()) level.pop_back();
            if (level.empty()) break;
            best = max(best, (int)level.size());
            deque<TreeNode*> next;
            for (TreeNode* node : level) {
                next.push_back(node ? node->left : nullptr);
                next.push_back(node ? node->right : nullptr);
            }
            swap(level, next);
        }
        return best;
    }
};
