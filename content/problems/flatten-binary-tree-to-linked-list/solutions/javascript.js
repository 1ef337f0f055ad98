var flatten = function(root) {
    const stack = root ? [root] : [];
    let prev = null;
    while (stack.length) {
        const node = stack.pop();
        if (node.right) stack.push(node.right);
        if (node.left) stack.push(node.left);
        if (prev) { prev.left = null; prev.right = node; }
        prev = node;
    }
    if (prev) prev.left = null;
};
