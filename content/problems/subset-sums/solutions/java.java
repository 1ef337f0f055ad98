import java.io.*;
import java.util.*;

public class Main {
    static long[] sums(long[] v, int from, int to) {
        long[] out = new long[1 << (to - from)];
        int size = 1;
        for (int i = from; i < to; i++) {
            for (int j = 0; j < size; j++) out[size + j] = out[j] + v[i];
            size *= 2;
        }
        Arrays.sort(out);
        return out;
    }

    static int lowerBound(long[] arr, long x) {
        int lo = 0, hi = arr.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (arr[mid] < x) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long a = (long) in.nval;
        in.nextToken();
        long b = (long) in.nval;
        long[] s = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            s[i] = (long) in.nval;
        }
        long[] left = sums(s, 0, n / 2), right = sums(s, n / 2, n);
        long count = 0;
        for (long x : left) count += lowerBound(right, b - x + 1) - lowerBound(right, a - x);
        System.out.println(count);
    }
}
