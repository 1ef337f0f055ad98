class Solution {
    public List<Integer> getRow(int rowIndex) {
        List<Integer> row = new ArrayList<>();
        long c = 1;
        row.add(1);
        for (int j = 1; j <= rowIndex; j++) {
            c = c * (rowIndex - j + 1) / j;
            row.add((int) c);
        }
        return row;
    }
}
