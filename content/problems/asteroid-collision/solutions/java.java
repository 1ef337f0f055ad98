class Solution {
    public int[] asteroidCollision(int[] asteroids) {
        int[] st = new int[asteroids.length];
        int top = 0;
        for (int a : asteroids) {
            boolean alive = true;
            while (alive && a < 0 && top > 0 && st[top - 1] > 0) {
                if (st[top - 1] < -a) {
                    top--;
                } else if (st[top - 1] == -a) {
                    top--;
                    alive = false;
                } else {
                    alive = false;
                }
            }
            if (alive) st[top++] = a;
        }
        return Arrays.copyOf(st, top);
    }
}
