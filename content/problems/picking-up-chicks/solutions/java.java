import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int cases = (int) in.nval;
        StringBuilder sb = new StringBuilder();
        for (int tc = 1; tc <= cases; tc++) {
            long[] head = new long[4];
            for (int i = 0; i < 4; i++) { in.nextToken(); head[i] = (long) in.nval; }
            int n = (int) head[0], k = (int) head[1];
            long b = head[2], t = head[3];
            long[] x = new long[n], v = new long[n];
            for (int i = 0; i < n; i++) { in.nextToken(); x[i] = (long) in.nval; }
            for (int i = 0; i < n; i++) { in.nextToken(); v[i] = (long) in.nval; }
            int able = 0, slow = 0;
            long lifts = 0;
            for (int i = n - 1; i >= 0 && able < k; i--) {
                if (x[i] + v[i] * t >= b) { able++; lifts += slow; } else slow++;
            }
            sb.append("Case #").append(tc).append(": ").append(able < k ? "IMPOSSIBLE" : String.valueOf(lifts)).append('\n');
        }
        System.out.print(sb);
    }
}
