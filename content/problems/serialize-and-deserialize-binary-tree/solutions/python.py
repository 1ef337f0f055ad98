class Codec:

    def serialize(self, root):
        """Encodes a tree to a single string."""
        out = []
        stack = [root]
        while stack:
            node = stack.pop()
            if node is None:
                out.append('#')
            else:
                out.append(str(node.val))
                stack.append(node.right)
                stack.append(node.left)
        return ','.join(out)

    def deserialize(self, data):
        """Decodes your encoded data to tree."""
        tokens = data.split(',')
        if tokens[0] == '#':
            return None
        root = TreeNode(int(tokens[0]))
        # each entry: a node whose children are still to be read, and which side comes next
        stack = [[root, 0]]
        for tok in tokens[1:]:
            while stack and stack[-1][1] == 2:
                stack.pop()
            parent = stack[-1]
            child = None if tok == '#' else TreeNode(int(tok))
            if parent[1] == 0:
                parent[0].left = child
            else:
                parent[0].right = child
            parent[1] += 1
            if child:
                stack.append([child, 0])
        return root
