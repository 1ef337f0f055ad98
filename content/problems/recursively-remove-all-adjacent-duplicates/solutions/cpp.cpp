class Solution {
public:
    string rremove(string S) {
        vector<char> ch;
        vector<int> len;
        for (size_t i = 0; i < S.size();) {
            size_t j = i;
            while (j < S.size() && S[j] == S[i]) j++;
            ch.push_back(S[i]);
            len.push_back(j - i);
            i = j;
        }
        int m = ch.size();
        vector<int> prv(m), nxt(m);
        vector<char> alive(m, 1);
        for (int i = 0; i < m; i++) {
            prv[i] = i - 1;
            nxt[i] = i + 1 < m ? i + 1 : -1;
        }
        vector<int> work;
        for (int i = 0; i < m; i++)
            if (len[i] >= 2) work.push_back(i);
        while (!work.empty()) {
            for (int x : work) alive[x] = 0;
            vector<int> lefts;
            for (int x : work) {
                int p = prv[x];
                if (p != -1 && !alive[p]) continue;
                int q = x;
                while (q != -1 && !alive[q]) q = nxt[q];
                if (p != -1) nxt[p] = q;
                if (q != -1) prv[q] = p;
                if (p != -1 && q != -1) lefts.push_back(p);
            }
            vector<int> nextWork;
            for (int p : lefts) {
                if (!alive[p]) continue;
                bool merged = false;
                while (nxt[p] != -1 && ch[nxt[p]] == ch[p]) {
                    int q = nxt[p];
                    len[p] += len[q];
                    alive[q] = 0;
                    nxt[p] = nxt[q];
                    if (nxt[q] != -1) prv[nxt[q]] = p;
                    merged = true;
                }
                if (merged) nextWork.push_back(p);
            }
            work.swap(nextWork);
        }
        string out;
        for (int i = 0; i < m; i++)
            if (alive[i]) out.append(len[i], ch[i]);
        return out;
    }
};
