class Solution {
    public String rremove(String S) {
        int n = S.length();
        char[] ch = new char[n];
        int[] len = new int[n];
        int m = 0;
        for (int i = 0; i < n;) {
            int j = i;
            while (j < n && S.charAt(j) == S.charAt(i)) j++;
            ch[m] = S.charAt(i);
            len[m++] = j - i;
            i = j;
        }
        int[] prv = new int[m], nxt = new int[m];
        boolean[] alive = new boolean[m];
        int[] work = new int[m];
        int wn = 0;
        for (int i = 0; i < m; i++) {
            prv[i] = i - 1;
            nxt[i] = i + 1 < m ? i + 1 : -1;
            alive[i] = true;
            if (len[i] >= 2) work[wn++] = i;
        }
        int[] lefts = new int[m];
        int[] nextWork = new int[m];
        while (wn > 0) {
            for (int t = 0; t < wn; t++) alive[work[t]] = false;
            int ln = 0;
            for (int t = 0; t < wn; t++) {
                int x = work[t];
                int p = prv[x];
                if (p != -1 && !alive[p]) continue;
                int q = x;
                while (q != -1 && !alive[q]) q = nxt[q];
                if (p != -1) nxt[p] = q;
                if (q != -1) prv[q] = p;
                if (p != -1 && q != -1) lefts[ln++] = p;
            }
            int nw = 0;
            for (int t = 0; t < ln; t++) {
                int p = lefts[t];
                if (!alive[p]) continue;
                boolean merged = false;
                while (nxt[p] != -1 && ch[nxt[p]] == ch[p]) {
                    int q = nxt[p];
                    len[p] += len[q];
                    alive[q] = false;
                    nxt[p] = nxt[q];
                    if (nxt[q] != -1) prv[nxt[q]] = p;
                    merged = true;
                }
                if (merged) nextWork[nw++] = p;
            }
            int[] tmp = work;
            work = nextWork;
            nextWork = tmp;
            wn = nw;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < m; i++)
            if (alive[i]) for (int k = 0; k < len[i]; k++) sb.append(ch[i]);
        return sb.toString();
    }
}
