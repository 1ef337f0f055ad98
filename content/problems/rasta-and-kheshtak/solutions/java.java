import java.io.*;
import java.util.*;

public class Main {
    static final long M1 = 1000000007L, M2 = 998244353L;

    static int[][] readGrid(StreamTokenizer in) throws IOException {
        in.nextToken();
        int r = (int) in.nval;
        in.nextToken();
        int c = (int) in.nval;
        int[][] g = new int[r][c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                in.nextToken();
                g[i][j] = (int) in.nval;
            }
        return g;
    }

    // One key per k x k block: two polynomial hashes (rows then columns) packed into a long.
    static long[] blockKeys(int[][] g, int k) {
        int n = g.length, m = g[0].length, w = m - k + 1, h = n - k + 1;
        long rb1 = 1009, cb1 = 2003, rb2 = 3001, cb2 = 4001;
        long rk1 = 1, rk2 = 1, ck1 = 1, ck2 = 1;
        for (int i = 0; i < k; i++) {
            rk1 = rk1 * rb1 % M1;
            rk2 = rk2 * rb2 % M2;
            ck1 = ck1 * cb1 % M1;
            ck2 = ck2 * cb2 % M2;
        }
        long[] r1 = new long[n * w], r2 = new long[n * w];
        for (int i = 0; i < n; i++) {
            long h1 = 0, h2 = 0;
            for (int j = 0; j < m; j++) {
                h1 = (h1 * rb1 + g[i][j]) % M1;
                h2 = (h2 * rb2 + g[i][j]) % M2;
                if (j >= k) {
                    h1 = (h1 + M1 - g[i][j - k] * rk1 % M1) % M1;
                    h2 = (h2 + M2 - g[i][j - k] * rk2 % M2) % M2;
                }
                if (j >= k - 1) {
                    r1[i * w + j - k + 1] = h1;
                    r2[i * w + j - k + 1] = h2;
                }
            }
        }
        long[] keys = new long[h * w];
        for (int j = 0; j < w; j++) {
            long h1 = 0, h2 = 0;
            for (int i = 0; i < n; i++) {
                h1 = (h1 * cb1 + r1[i * w + j]) % M1;
                h2 = (h2 * cb2 + r2[i * w + j]) % M2;
                if (i >= k) {
                    h1 = (h1 + M1 - r1[(i - k) * w + j] * ck1 % M1) % M1;
                    h2 = (h2 + M2 - r2[(i - k) * w + j] * ck2 % M2) % M2;
                }
                if (i >= k - 1) keys[(i - k + 1) * w + j] = h1 << 32 | h2;
            }
        }
        return keys;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in, 1 << 16));
        int[][] a = readGrid(in), b = readGrid(in);
        int lo = 0, hi = Math.min(Math.min(a.length, a[0].length), Math.min(b.length, b[0].length));
        while (lo < hi) {
            int k = (lo + hi + 1) / 2;
            long[] ka = blockKeys(a, k), kb = blockKeys(b, k);
            Arrays.sort(ka);
            boolean found = false;
            for (long x : kb)
                if (Arrays.binarySearch(ka, x) >= 0) {
                    found = true;
                    break;
                }
            if (found) lo = k;
            else hi = k - 1;
        }
        System.out.println(lo);
    }
}
