public class Codec {

    // Encodes a tree to a single string.
    public String serialize(TreeNode root) {
        StringBuilder sb = new StringBuilder();
        Deque<TreeNode> q = new ArrayDeque<>();
        if (root == null) return "#";
        q.add(root);
        sb.append(root.val);
        while (!q.isEmpty()) {
            TreeNode node = q.poll();
            for (TreeNode child : new TreeNode[] { node.left, node.right }) {
                if (child == null) sb.append(",#");
                else {
                    sb.append(',').append(child.val);
                    q.add(child);
                }
            }
        }
        return sb.toString();
    }

    // Decodes your encoded data to tree.
    public TreeNode deserialize(String data) {
        String[] t = data.split(",");
        if (t[0].equals("#")) return null;
        TreeNode root = new TreeNode(Integer.parseInt(t[0]));
        Deque<TreeNode> q = new ArrayDeque<>();
        q.add(root);
        int i = 1;
        while (!q.isEmpty()) {
            TreeNode node = q.poll();
            if (!t[i].equals("#")) { node.left = new TreeNode(Integer.parseInt(t[i])); q.add(node.left); }
            i++;
            if (!t[i].equals("#")) { node.right = new TreeNode(Integer.parseInt(t[i])); q.add(node.right); }
            i++;
        }
        return root;
    }
}
