var cloneGraph = function(node) {
    const copies = new Map();
    const clone = (n) => {
        if (!n) return null;
        if (copies.has(n)) return copies.get(n);
        const c = new _Node(n.val, []);
        copies.set(n, c);
        for (const nb of n.neighbors) c.neighbors.push(clone(nb));
        return c;
    };
    return clone(node);
};
