import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
        }
        Arrays.sort(a);
        long[] pre = new long[n + 1];
        for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + a[i];
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        while (q-- > 0) {
            in.nextToken();
            int m = (int) in.nval;
            int lo = 0, hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (a[mid] <= m) lo = mid + 1;
                else hi = mid;
            }
            out.append(lo).append(' ').append(pre[lo]).append('\n');
        }
        System.out.print(out);
    }
}
