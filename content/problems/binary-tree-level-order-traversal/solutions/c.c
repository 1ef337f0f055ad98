/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
#define MAXN 2000

int** levelOrder(struct TreeNode* root, int* returnSize, int** returnColumnSizes) {
    // the tree has at most 2000 nodes, hence at most 2000 levels
    int** levels = malloc(MAXN * sizeof(int*));
    *returnColumnSizes = malloc(MAXN * sizeof(int));
    struct TreeNode** queue = malloc(MAXN * sizeof(struct TreeNode*));
    int head = 0, tail = 0, count = 0;
    if (root) queue[tail++] = root;
    while (head < tail) {
        int width = tail - head;
        int* row = malloc(width * sizeof(int));
        for (int i = 0; i < width; i++) {
            struct TreeNode* node = queue[head++];
            row[i] = node->val;
            if (node->left) queue[tail++] = node->left;
            if (node->right) queue[tail++] = node->right;
        }
        levels[count] = row;
        (*returnColumnSizes)[count++] = width;
    }
    free(queue);
    *returnSize = count;
    return levels;
}
