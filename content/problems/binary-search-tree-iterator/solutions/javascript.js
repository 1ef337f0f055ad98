var BSTIterator = function(root) {
    this.stack = [];
    this.pushLeft(root);
};

BSTIterator.prototype.pushLeft = function(node) {
    for (; node; node = node.left) this.stack.push(node);
};

BSTIterator.prototype.next = function() {
    const node = this.stack.pop();
    this.pushLeft(node.right);
    return node.val;
};

BSTIterator.prototype.hasNext = function() {
    return this.stack.length > 0;
};
