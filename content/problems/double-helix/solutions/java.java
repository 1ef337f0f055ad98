import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.parseNumbers();
        StringBuilder out = new StringBuilder();
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            if (n == 0) break;
            long[] a = new long[n];
            for (int i = 0; i < n; i++) {
                in.nextToken();
                a[i] = (long) in.nval;
            }
            in.nextToken();
            int m = (int) in.nval;
            long[] b = new long[m];
            for (int i = 0; i < m; i++) {
                in.nextToken();
                b[i] = (long) in.nval;
            }
            int i = 0, j = 0;
            long sa = 0, sb = 0, total = 0;
            while (i < n && j < m) {
                if (a[i] < b[j]) sa += a[i++];
                else if (a[i] > b[j]) sb += b[j++];
                else {
                    total += Math.max(sa, sb) + a[i];
                    sa = sb = 0;
                    i++;
                    j++;
                }
            }
            while (i < n) sa += a[i++];
            while (j < m) sb += b[j++];
            out.append(total + Math.max(sa, sb)).append('\n');
        }
        System.out.print(out);
    }
}
