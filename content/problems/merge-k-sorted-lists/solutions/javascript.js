/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    const merge = (a, b) => {
        const dummy = new ListNode();
        let tail = dummy;
        while (a && b) {
            if (a.val <= b.val) { tail.next = a; a = a.next; }
            else { tail.next = b; b = b.next; }
            tail = tail.next;
        }
        tail.next = a || b;
        return dummy.next;
    };
    if (lists.length === 0) return null;
    for (let step = 1; step < lists.length; step *= 2)
        for (let i = 0; i + step < lists.length; i += 2 * step)
            lists[i] = merge(lists[i], lists[i + step]);
    return lists[0];
};
