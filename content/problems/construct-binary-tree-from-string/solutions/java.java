class Solution {
    private String s;
    private int pos;

    public TreeNode str2tree(String s) {
        if (s.isEmpty()) return null;
        this.s = s;
        pos = 0;
        return parse();
    }

    private TreeNode parse() {
        int j = pos + 1;
        while (j < s.length() && Character.isDigit(s.charAt(j))) j++;
        TreeNode node = new TreeNode(Integer.parseInt(s.substring(pos, j)));
        pos = j;
        for (int side = 0; side < 2; side++) {
            if (pos < s.length() && s.charAt(pos) == '(') {
                pos++;
                if (s.charAt(pos) != ')') {
                    TreeNode child = parse();
                    if (side == 0) node.left = child;
                    else node.right = child;
                }
                pos++;
            }
        }
        return node;
    }
}
