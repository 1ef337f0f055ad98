class Solution {
    static const unsigned long long MOD = (1ULL << 61) - 1;

    static unsigned long long mulmod(unsigned long long a, unsigned long long b) {
        return (unsigned long long)((__uint128_t)a * b % MOD);
    }

public:
    vector<int> search(string pat, string txt) {
        int m = pat.size(), n = txt.size();
        vector<int> res;
        if (m > n) return res;
        const unsigned long long B = 131;
        unsigned long long hp = 0, ht = 0, power = 1;
        for (int i = 0; i < m; i++) {
            hp = (mulmod(hp, B) + pat[i]) % MOD;
            ht = (mulmod(ht, B) + txt[i]) % MOD;
            if (i > 0) power = mulmod(power, B);
        }
        for (int i = 0;; i++) {
            if (ht == hp) res.push_back(i + 1);
            if (i + m >= n) break;
            ht = (ht + MOD - mulmod(txt[i], power)) % MOD;
            ht = (mulmod(ht, B) + txt[i + m]) % MOD;
        }
        return res;
    }
};
