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
            int n = (int) in.nval;
            int ones = 0;
            long[] rest = new long[n];
            int m = 0;
            for (int i = 0; i < n; i++) {
                in.nextToken();
                long x = (long) in.nval;
                if (x == 1) ones++; else rest[m++] = x;
            }
            long[] r = Arrays.copyOf(rest, m);
            Arrays.sort(r);
            StringJoiner line = new StringJoiner(" ");
            for (int i = 0; i < ones; i++) line.add("1");
            if (m == 2 && r[0] == 2 && r[1] == 3) { line.add("2"); line.add("3"); }
            else for (int i = m - 1; i >= 0; i--) line.add(Long.toString(r[i]));
            sb.append(line).append('\n');
        }
        System.out.print(sb);
    }
}
