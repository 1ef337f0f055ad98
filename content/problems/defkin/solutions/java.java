import java.io.*;
import java.util.*;

public class Main {
    static DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static int next() throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        int v = 0;
        while (b >= '0' && b <= '9') { v = v * 10 + (b - '0'); b = in.read(); }
        return v;
    }

    static long widest(int[] c, int size) {
        Arrays.sort(c);
        long best = 0;
        int prev = 0;
        for (int x : c) { best = Math.max(best, x - prev - 1); prev = x; }
        return Math.max(best, size - prev);
    }

    public static void main(String[] args) throws IOException {
        int t = next();
        StringBuilder sb = new StringBuilder();
        while (t-- > 0) {
            int w = next(), h = next(), n = next();
            int[] xs = new int[n], ys = new int[n];
            for (int i = 0; i < n; i++) { xs[i] = next(); ys[i] = next(); }
            sb.append(widest(xs, w) * widest(ys, h)).append('\n');
        }
        System.out.print(sb);
    }
}
