import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int T = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        while (T-- > 0) {
            int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
            long[][] r = new long[n][2];
            for (int i = 0; i < n; i++) {
                r[i][0] = Long.parseLong(st.nextToken());
                r[i][1] = Long.parseLong(st.nextToken());
            }
            Arrays.sort(r, (x, y) -> Long.compare(x[0], y[0]));
            List<long[]> merged = new ArrayList<>();
            for (long[] cur : r) {
                if (!merged.isEmpty() && cur[0] <= merged.get(merged.size() - 1)[1] + 1) {
                    long[] last = merged.get(merged.size() - 1);
                    last[1] = Math.max(last[1], cur[1]);
                } else merged.add(new long[] {cur[0], cur[1]});
            }
            while (q-- > 0) {
                long k = Long.parseLong(st.nextToken());
                long answer = -1;
                for (long[] m : merged) {
                    long len = m[1] - m[0] + 1;
                    if (k <= len) {
                        answer = m[0] + k - 1;
                        break;
                    }
                    k -= len;
                }
                out.append(answer).append('\n');
            }
        }
        System.out.print(out);
    }
}
