class Solution:
    def commonElements(self, mat: List[List[int]]) -> List[int]:
        common = set(mat[0])
        for row in mat[1:]:
            common &= set(row)
            if not common:
                break
        return sorted(common)
