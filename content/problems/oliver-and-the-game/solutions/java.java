import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] head = new int[n + 1], next = new int[2 * n], to = new int[2 * n];
        Arrays.fill(head, -1);
        for (int i = 0; i < n - 1; i++) {
            int a = nextInt(in), b = nextInt(in);
            to[2 * i] = b; next[2 * i] = head[a]; head[a] = 2 * i;
            to[2 * i + 1] = a; next[2 * i + 1] = head[b]; head[b] = 2 * i + 1;
        }
        int[] tin = new int[n + 1], tout = new int[n + 1], parent = new int[n + 1], edge = new int[n + 1];
        int[] stack = new int[n + 1];
        int top = 0, clock = 0;
        stack[0] = 1;
        tin[1] = clock++;
        edge[1] = head[1];
        while (top >= 0) {
            int u = stack[top];
            int e = edge[u];
            if (e < 0) {
                tout[u] = clock++;
                top--;
                continue;
            }
            edge[u] = next[e];
            int w = to[e];
            if (w == parent[u]) continue;
            parent[w] = u;
            tin[w] = clock++;
            edge[w] = head[w];
            stack[++top] = w;
        }
        int q = nextInt(in);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int t = nextInt(in), x = nextInt(in), y = nextInt(in);
            if (t == 1) { int s = x; x = y; y = s; }
            out.append(tin[x] <= tin[y] && tout[y] <= tout[x] ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int r = 0, b = in.read();
        while (b < '0' || b > '9') b = in.read();
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return r;
    }
}
