import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int t = nextInt(in);
        StringBuilder out = new StringBuilder();
        while (t-- > 0) {
            int n = nextInt(in), c = nextInt(in);
            int[] x = new int[n];
            for (int i = 0; i < n; i++) x[i] = nextInt(in);
            Arrays.sort(x);
            int lo = 1, hi = x[n - 1] - x[0];
            while (lo < hi) {
                int mid = lo + (hi - lo + 1) / 2;
                int placed = 1, last = x[0];
                for (int i = 1; i < n && placed < c; i++)
                    if (x[i] - last >= mid) { placed++; last = x[i]; }
                if (placed >= c) lo = mid; else hi = mid - 1;
            }
            out.append(lo).append('\n');
        }
        System.out.print(out);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        int v = 0;
        while (b >= '0' && b <= '9') { v = v * 10 + (b - '0'); b = in.read(); }
        return v;
    }
}
