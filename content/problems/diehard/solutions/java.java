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
            int h = (int) in.nval;
            in.nextToken();
            int a = (int) in.nval;
            int moves = 0;
            while (true) {
                h += 3; a += 2; moves++;
                if (h > 5 && a > 10) { h -= 5; a -= 10; moves++; }
                else if (h > 20) { h -= 20; a += 5; moves++; }
                else break;
            }
            sb.append(moves).append('\n');
        }
        System.out.print(sb);
    }
}
