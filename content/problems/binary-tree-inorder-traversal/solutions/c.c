/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* inorderTraversal(struct TreeNode* root, int* returnSize) {
    // at most 100 nodes, so fixed buffers are enough
    int* out = malloc(100 * sizeof(int));
    struct TreeNode* stack[100];
    int top = 0, n = 0;
    struct TreeNode* cur = root;
    while (cur || top) {
        while (cur) {
            stack[top++] = cur;
            cur = cur->left;
        }
        cur = stack[--top];
        out[n++] = cur->val;
        cur = cur->right;
    }
    *returnSize = n;
    return out;
}
