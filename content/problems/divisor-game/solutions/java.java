class Solution {
    public boolean divisorGame(int n) {
        return n % 2 == 0;
    }
}
