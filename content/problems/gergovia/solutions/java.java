import java.io.*;

public class Main {
    static DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static int next() throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = b == '-';
        if (neg) b = in.read();
        int v = 0;
        while (b >= '0' && b <= '9') { v = v * 10 + (b - '0'); b = in.read(); }
        return neg ? -v : v;
    }

    public static void main(String[] args) throws IOException {
        StringBuilder sb = new StringBuilder();
        int n;
        while ((n = next()) != 0) {
            long bal = 0, work = 0;
            for (int i = 0; i < n; i++) { bal += next(); work += Math.abs(bal); }
            sb.append(work).append('\n');
        }
        System.out.print(sb);
    }
}
