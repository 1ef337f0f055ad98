class LFUCache:

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.nodes = {}  # key -> [value, count]
        self.buckets = defaultdict(OrderedDict)  # count -> keys in last-use order
        self.min_count = 0

    def _touch(self, key: int, node: list) -> None:
        c = node[1]
        bucket = self.buckets[c]
        del bucket[key]
        if not bucket:
            del self.buckets[c]
            if self.min_count == c:
                self.min_count = c + 1
        node[1] = c + 1
        self.buckets[c + 1][key] = None

    def get(self, key: int) -> int:
        node = self.nodes.get(key)
        if node is None:
            return -1
        self._touch(key, node)
        return node[0]

    def put(self, key: int, value: int) -> None:
        node = self.nodes.get(key)
        if node is not None:
            node[0] = value
            self._touch(key, node)
            return
        if len(self.nodes) >= self.capacity:
            bucket = self.buckets[self.min_count]
            victim, _ = bucket.popitem(last=False)
            if not bucket:
                del self.buckets[self.min_count]
            del self.nodes[victim]
        self.nodes[key] = [value, 1]
        self.buckets[1][key] = None
        self.min_count = 1
