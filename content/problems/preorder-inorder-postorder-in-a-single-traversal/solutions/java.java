class Solution {
    public List<List<Integer>> preInPostTraversal(TreeNode root) {
        List<Integer> pre = new ArrayList<>(), in = new ArrayList<>(), post = new ArrayList<>();
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Integer> visits = new ArrayDeque<>();
        nodes.push(root);
        visits.push(1);
        while (!nodes.isEmpty()) {
            TreeNode n = nodes.peek();
            int visit = visits.pop();
            if (visit == 1) {
                pre.add(n.val);
                visits.push(2);
                if (n.left != null) { nodes.push(n.left); visits.push(1); }
            } else if (visit == 2) {
                in.add(n.val);
                visits.push(3);
                if (n.right != null) { nodes.push(n.right); visits.push(1); }
            } else {
                post.add(n.val);
                nodes.pop();
            }
        }
        return List.of(pre, in, post);
    }
}
