/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* rightSideView(struct TreeNode* root, int* returnSize) {
    // at most 100 nodes: one queue slot per node and at most 100 levels
    int* out = malloc(100 * sizeof(int));
    struct TreeNode* queue[100];
    int head = 0, tail = 0, levels = 0;
    if (root) queue[tail++] = root;
    while (head < tail) {
        int end = tail;
        out[levels++] = queue[end - 1]->val;
        while (head < end) {
            struct TreeNode* node = queue[head++];
            if (node->left) queue[tail++] = node->left;
            if (node->right) queue[tail++] = node->right;
        }
    }
    *returnSize = levels;
    return out;
}
