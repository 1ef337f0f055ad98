import java.io.*;
import java.util.*;

public class Main {
    static int[] parent;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int p = (int) in.nval;
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        for (int i = 0; i < p; i++) {
            in.nextToken();
            int a = find((int) in.nval);
            in.nextToken();
            int b = find((int) in.nval);
            if (a != b) parent[a] = b;
        }
        long[] size = new long[n];
        for (int x = 0; x < n; x++) size[find(x)]++;
        long answer = (long) n * (n - 1) / 2;
        for (long s : size) answer -= s * (s - 1) / 2;
        System.out.println(answer);
    }
}
