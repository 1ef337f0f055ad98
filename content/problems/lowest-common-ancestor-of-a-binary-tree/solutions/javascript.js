var lowestCommonAncestor = function(root, p, q) {
    // parent links by BFS, then walk up: no recursion, so a 10^5-deep tree is fine
    const parent = new Map([[root, null]]);
    const queue = [root];
    for (let i = 0; i < queue.length && !(parent.has(p) && parent.has(q)); i++) {
        for (const child of [queue[i].left, queue[i].right]) {
            if (child) { parent.set(child, queue[i]); queue.push(child); }
        }
    }
    const ancestors = new Set();
    for (let x = p; x; x = parent.get(x)) ancestors.add(x);
    let y = q;
    while (!ancestors.has(y)) y = parent.get(y);
    return y;
};
