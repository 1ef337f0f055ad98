var connect = function(root) {
    const link = (a, b) => {
        if (!a) return;
        a.next = b;
        link(a.left, a.right);
        link(a.right, b ? b.left : null);
    };
    link(root, null);
    return root;
};
