var serialize = function(root) {
    const out = [];
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        if (!node) { out.push('#'); continue; }
        out.push(node.val);
        queue.push(node.left, node.right);
    }
    return out.join(',');
};

var deserialize = function(data) {
    const t = data.split(',');
    if (t[0] === '#') return null;
    const root = new TreeNode(Number(t[0]));
    const queue = [root];
    let i = 1;
    for (let k = 0; k < queue.length; k++) {
        const node = queue[k];
        if (t[i] !== '#') { node.left = new TreeNode(Number(t[i])); queue.push(node.left); }
        i++;
        if (t[i] !== '#') { node.right = new TreeNode(Number(t[i])); queue.push(node.right); }
        i++;
    }
    return root;
};
