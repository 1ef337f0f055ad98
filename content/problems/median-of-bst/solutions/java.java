class Solution {
    public double findMedian(TreeNode root) {
        long n = 0;
        for (TreeNode cur = root; cur != null; ) {
            if (cur.left == null) { n++; cur = cur.right; continue; }
            TreeNode pre = cur.left;
            while (pre.right != null && pre.right != cur) pre = pre.right;
            if (pre.right == null) { pre.right = cur; cur = cur.left; }
            else { pre.right = null; n++; cur = cur.right; }
        }
        long k = 0, a = 0, b = 0;
        for (TreeNode cur = root; cur != null; ) {
            TreeNode visit = null;
            if (cur.left == null) { visit = cur; }
            else {
                TreeNode pre = cur.left;
                while (pre.right != null && pre.right != cur) pre = pre.right;
                if (pre.right == null) { pre.right = cur; cur = cur.left; continue; }
                pre.right = null;
                visit = cur;
            }
            if (k == (n - 1) / 2) a = visit.val;
            if (k == n / 2) b = visit.val;
            k++;
            cur = cur.right;
        }
        return (a + b) / 2.0;
    }
}
