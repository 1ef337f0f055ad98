class Solution:
    def reorganizeString(self, s: str) -> str:
        heap = [(-cnt, ch) for ch, cnt in Counter(s).items()]
        heapify(heap)
        out = []
        while heap:
            cnt, ch = heappop(heap)
            if out and out[-1] == ch:
                if not heap:
                    return ""
                cnt2, ch2 = heappop(heap)
                out.append(ch2)
                if cnt2 + 1:
                    heappush(heap, (cnt2 + 1, ch2))
                heappush(heap, (cnt, ch))
            else:
                out.append(ch)
                if cnt + 1:
                    heappush(heap, (cnt + 1, ch))
        return "".join(out)
