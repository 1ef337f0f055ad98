import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder sb = new StringBuilder();
        while (t-- > 0) {
            in.nextToken();
            int m = (int) in.nval;
            in.nextToken();
            int n = (int) in.nval;
            int[] x = new int[m - 1], y = new int[n - 1];
            for (int i = 0; i < m - 1; i++) { in.nextToken(); x[i] = (int) in.nval; }
            for (int i = 0; i < n - 1; i++) { in.nextToken(); y[i] = (int) in.nval; }
            Arrays.sort(x);
            Arrays.sort(y);
            int i = x.length - 1, j = y.length - 1;
            long rows = 1, cols = 1, total = 0;
            while (i >= 0 || j >= 0) {
                if (j < 0 || (i >= 0 && x[i] >= y[j])) { total += x[i--] * cols; rows++; }
                else { total += y[j--] * rows; cols++; }
            }
            sb.append(total).append('\n');
        }
        System.out.print(sb);
    }
}
