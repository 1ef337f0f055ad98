class Solution:
    def maxOfMin(self, arr: List[int]) -> List[int]:
        n = len(arr)
        left = [-1] * n
        right = [n] * n
        st = []
        for i, v in enumerate(arr):
            while st and arr[st[-1]] >= v:
                right[st.pop()] = i
            left[i] = st[-1] if st else -1
            st.append(i)
        # right[i]: first index after i whose value is < arr[i]; popping on >= may set it at an equal value,
        # which only shortens that element's window while an equal element further right covers it.
        best = [0] * (n + 2)
        for i in range(n):
            ln = right[i] - left[i] - 1
            if arr[i] > best[ln]:
                best[ln] = arr[i]
        for ln in range(n - 1, 0, -1):
            if best[ln + 1] > best[ln]:
                best[ln] = best[ln + 1]
        return best[1:n + 1]
