import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int T = (int) in.nval;
        StringBuilder out = new StringBuilder();
        while (T-- > 0) {
            in.nextToken();
            int p = (int) in.nval;
            in.nextToken();
            int l = (int) in.nval;
            int[] r = new int[l];
            int minRank = 8;
            for (int i = 0; i < l; i++) {
                in.nextToken();
                r[i] = (int) in.nval;
                minRank = Math.min(minRank, r[i]);
            }
            long lo = 0, hi = (long) minRank * p * (p + 1) / 2;
            while (lo < hi) {
                long mid = (lo + hi) / 2;
                long total = 0;
                for (int rank : r) {
                    long k = 0, spent = 0;
                    while (spent + (k + 1) * rank <= mid) spent += ++k * rank;
                    total += k;
                    if (total >= p) break;
                }
                if (total >= p) hi = mid;
                else lo = mid + 1;
            }
            out.append(lo).append('\n');
        }
        System.out.print(out);
    }
}
