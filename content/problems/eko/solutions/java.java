import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) next(in);
        long m = next(in);
        long[] h = new long[n];
        long hi = 0;
        for (int i = 0; i < n; i++) { h[i] = next(in); hi = Math.max(hi, h[i]); }
        long lo = 0;
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2, wood = 0;
            for (long x : h) if (x > mid) wood += x - mid;
            if (wood >= m) lo = mid; else hi = mid - 1;
        }
        System.out.println(lo);
    }

    private static long next(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        long v = 0;
        while (b >= '0' && b <= '9') { v = v * 10 + (b - '0'); b = in.read(); }
        return v;
    }
}
