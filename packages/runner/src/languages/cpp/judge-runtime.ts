import { createHash } from 'node:crypto';

/**
 * The signature-independent part of the judge's C++ driver (input reader, JSON writer, result markers), kept here
 * because the runner prebuilds it once per toolchain next to the precompiled header (pch.ts), exactly like the
 * header: it is our own code, never a submission. A judged program includes `CPP_RUNTIME_HEADER_NAME` when the
 * compile has it on its include path (and then links the prebuilt archive); otherwise it compiles the same text
 * inline (`cppRuntimeInline`), so a runner without the prebuilt runtime gives the same verdicts, only slower.
 *
 * Everything here uses `std::` explicitly and no macros, so a submission's own macros cannot change it: the
 * header is included before the learner's code.
 */
/** Besides <bits/stdc++.h>, which comes first in every file using the runtime. */
const INCLUDES = `#include <time.h>
#include <sys/resource.h>
#include <cxxabi.h>
`;
const DECLARATIONS = `void ck_load();
long long ck_rl();
double ck_rd();
int ck_isnull();
char* ck_rraw(int* lenOut);
void ck_big_stack();
long long ck_now_us();
extern std::unordered_set<const void*> ck_inputs;
void ck_begin(const char* nonce, long long idx);
void ck_end(const char* nonce, const char* kind, long long idx, long long us, const std::string& payload);
std::string ck_err(const std::string& s);
std::string ck_exname(const std::exception& e);
void ck_bad_alloc(const char* nonce, long long idx, long long t0);
void ck_exception(const char* nonce, long long idx, long long t0, const std::exception& e);
void ck_unknown_exception(const char* nonce, long long idx, long long t0);
void ck_jstr(std::string& o, const char* s, std::size_t n);
void ckj(std::string& o, int v);
void ckj(std::string& o, long v);
void ckj(std::string& o, long long v);
void ckj(std::string& o, unsigned v);
void ckj(std::string& o, unsigned long v);
void ckj(std::string& o, unsigned long long v);
void ckj(std::string& o, short v);
void ckj(std::string& o, double v);
void ckj(std::string& o, float v);
void ckj(std::string& o, long double v);
void ckj(std::string& o, bool v);
void ckj(std::string& o, char v);
void ckj(std::string& o, const std::string& v);
void ckj(std::string& o, const char* v);
void ckj(std::string& o, const std::vector<bool>& v);
`;

/** Value types (the judge's names) with a prebuilt reader `ck_r_<name, [] as _a>` and writer. */
export const CPP_RUNTIME_TYPES = ['int', 'long', 'double', 'bool', 'char', 'string'].flatMap((t) => [t, `${t}[]`, `${t}[][]`]);

const SCALARS: Record<string, string> = {
  int: 'int',
  long: 'long long',
  double: 'double',
  bool: 'bool',
  char: 'char',
  string: 'std::string',
};
const cppOf = (t: string): string => (t.endsWith('[]') ? `std::vector<${cppOf(t.slice(0, -2))}>` : SCALARS[t]!);
const readerName = (t: string) => `ck_r_${t.replace(/\[\]/g, '_a')}`;

const TYPED_DECLARATIONS = CPP_RUNTIME_TYPES.map((t) => {
  const read = `${cppOf(t)} ${readerName(t)}();`;
  return t.endsWith('[]') && t !== 'bool[]' ? `${read}\nvoid ckj(std::string& o, const ${cppOf(t)}& v);` : read;
}).join('\n');

const TEMPLATE = `template <class T> void ckj(std::string& o, const std::vector<T>& v) { o += '['; for (std::size_t i = 0; i < v.size(); i++) { if (i) o += ','; ckj(o, v[i]); } o += ']'; }
`;

const DEFINITIONS = `static char* ck_buf; static std::size_t ck_len, ck_pos;
std::unordered_set<const void*> ck_inputs;
void ck_load() {
    std::size_t cap = 1 << 16; ck_len = 0; ck_buf = (char*)malloc(cap);
    for (;;) {
        if (ck_len + 4096 + 1 > cap) { cap *= 2; ck_buf = (char*)realloc(ck_buf, cap); }
        std::size_t n = fread(ck_buf + ck_len, 1, cap - ck_len - 1, stdin);
        if (n == 0) break;
        ck_len += n;
    }
    ck_buf[ck_len] = 0; ck_pos = 0;
}
static void ck_ws() { while (ck_pos < ck_len && (unsigned char)ck_buf[ck_pos] <= ' ') ck_pos++; }
long long ck_rl() { ck_ws(); char* e; long long v = strtoll(ck_buf + ck_pos, &e, 10); ck_pos = (std::size_t)(e - ck_buf); return v; }
double ck_rd() { ck_ws(); char* e; double v = strtod(ck_buf + ck_pos, &e); ck_pos = (std::size_t)(e - ck_buf); return v; }
int ck_isnull() { ck_ws(); if (ck_buf[ck_pos] == '#') { ck_pos++; return 1; } return 0; }
char* ck_rraw(int* lenOut) {
    long long n = ck_rl(); ck_pos++;
    char* s = (char*)malloc((std::size_t)n + 1); memcpy(s, ck_buf + ck_pos, (std::size_t)n); s[n] = 0; ck_pos += (std::size_t)n;
    if (lenOut) *lenOut = (int)n;
    return s;
}
static void ck_marker(const char* nonce, const char* kind, long long idx, long long us, const char* payload) {
    if (kind[0] == 'B') printf("\\x1e" "CK%s B %lld\\n", nonce, idx);
    else { printf("\\n\\x1e" "CK%s %s %lld %lld ", nonce, kind, idx, us); fputs(payload, stdout); fputc('\\n', stdout); }
    fflush(stdout);
}
void ck_big_stack() {
    /* let deep recursion use more than the default 8 MB main-thread stack (the kernel checks the limit on growth) */
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0) {
        rlim_t want = (rlim_t)1 << 30;
        if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < want) want = rl.rlim_max;
        if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur < want) { rl.rlim_cur = want; setrlimit(RLIMIT_STACK, &rl); }
    }
}
long long ck_now_us() { struct timespec ts; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000; }
void ck_begin(const char* nonce, long long idx) { std::cout.flush(); fflush(stdout); ck_marker(nonce, "B", idx, 0, ""); }
void ck_end(const char* nonce, const char* kind, long long idx, long long us, const std::string& payload) { std::cout.flush(); fflush(stdout); ck_marker(nonce, kind, idx, us, payload.c_str()); }
void ck_jstr(std::string& o, const char* s, std::size_t n) {
    o += '"';
    for (std::size_t i = 0; i < n; i++) { unsigned char c = (unsigned char)s[i];
        if (c == '"') o += "\\\\\\""; else if (c == '\\\\') o += "\\\\\\\\"; else if (c == '\\n') o += "\\\\n"; else if (c == '\\r') o += "\\\\r"; else if (c == '\\t') o += "\\\\t";
        else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\\\u%04x", c); o += b; } else o += (char)c; }
    o += '"';
}
std::string ck_err(const std::string& s) { std::string o; ck_jstr(o, s.data(), s.size()); return o; }
std::string ck_exname(const std::exception& e) { int st = 0; char* d = abi::__cxa_demangle(typeid(e).name(), nullptr, nullptr, &st); std::string r = d ? d : typeid(e).name(); free(d); return r; }
void ck_bad_alloc(const char* nonce, long long idx, long long t0) { ck_end(nonce, "E", idx, ck_now_us() - t0, ck_err("std::bad_alloc: out of memory")); }
void ck_exception(const char* nonce, long long idx, long long t0, const std::exception& e) {
    ck_end(nonce, "E", idx, ck_now_us() - t0, ck_err("terminate called after throwing an instance of '" + ck_exname(e) + "'\\n  what():  " + e.what()));
}
void ck_unknown_exception(const char* nonce, long long idx, long long t0) { ck_end(nonce, "E", idx, ck_now_us() - t0, ck_err("terminate called after throwing an unknown exception")); }
void ckj(std::string& o, int v) { o += std::to_string(v); }
void ckj(std::string& o, long v) { o += std::to_string(v); }
void ckj(std::string& o, long long v) { o += std::to_string(v); }
void ckj(std::string& o, unsigned v) { o += std::to_string(v); }
void ckj(std::string& o, unsigned long v) { o += std::to_string(v); }
void ckj(std::string& o, unsigned long long v) { o += std::to_string(v); }
void ckj(std::string& o, short v) { o += std::to_string(v); }
void ckj(std::string& o, double v) { if (!std::isfinite(v)) { o += "null"; return; } char b[64]; snprintf(b, sizeof b, "%.17g", v); o += b; }
void ckj(std::string& o, float v) { ckj(o, (double)v); }
void ckj(std::string& o, long double v) { ckj(o, (double)v); }
void ckj(std::string& o, bool v) { o += v ? "true" : "false"; }
void ckj(std::string& o, char v) { ck_jstr(o, &v, 1); }
void ckj(std::string& o, const std::string& v) { ck_jstr(o, v.data(), v.size()); }
void ckj(std::string& o, const char* v) { if (!v) o += "null"; else ck_jstr(o, v, strlen(v)); }
void ckj(std::string& o, const std::vector<bool>& v) { o += '['; for (std::size_t i = 0; i < v.size(); i++) { if (i) o += ','; o += v[i] ? "true" : "false"; } o += ']'; }
`;

const SCALAR_READERS: Record<string, string> = {
  int: 'return (int)ck_rl();',
  long: 'return ck_rl();',
  double: 'return ck_rd();',
  bool: 'return ck_rl() != 0;',
  char: 'return (char)ck_rl();',
  string: 'int n; char* s = ck_rraw(&n); std::string r(s, n); free(s); return r;',
};

const TYPED_DEFINITIONS = CPP_RUNTIME_TYPES.map((t) => {
  const ct = cppOf(t);
  if (!t.endsWith('[]')) return `${ct} ${readerName(t)}() { ${SCALAR_READERS[t]} }`;
  const read = `${ct} ${readerName(t)}() { long long n = ck_rl(); ${ct} v; v.reserve((std::size_t)n); for (long long i = 0; i < n; i++) v.push_back(${readerName(t.slice(0, -2))}()); return v; }`;
  return t === 'bool[]'
    ? read
    : `${read}\nvoid ckj(std::string& o, const ${ct}& v) { o += '['; for (std::size_t i = 0; i < v.size(); i++) { if (i) o += ','; ckj(o, v[i]); } o += ']'; }`;
}).join('\n');

/**
 * Declarations (and the generic vector writer) a judged program sees before the learner's code, after
 * `#include <bits/stdc++.h>` (the header itself includes nothing, so the precompiled header stays the only parse).
 */
export const CPP_RUNTIME_HEADER = `${DECLARATIONS}${TYPED_DECLARATIONS}\n${TEMPLATE}`;
/** The definitions, compiled once into the prebuilt archive (or inline when there is none); the header comes first. */
export const CPP_RUNTIME_SOURCE = `${INCLUDES}${DEFINITIONS}${TYPED_DEFINITIONS}\n`;

/** Content id: the header and archive names carry it, so any change to the runtime is a new file (and cache key). */
export const CPP_RUNTIME_ID = createHash('sha256')
  .update(CPP_RUNTIME_HEADER)
  .update('\0')
  .update(CPP_RUNTIME_SOURCE)
  .digest('hex')
  .slice(0, 16);
export const CPP_RUNTIME_HEADER_NAME = `ck_judge_rt_${CPP_RUNTIME_ID}.h`;
export const CPP_RUNTIME_ARCHIVE_NAME = `libck_judge_rt_${CPP_RUNTIME_ID}.a`;

/**
 * The text a judged program starts with: the prebuilt header when the compile has it (then the archive is linked),
 * else the same declarations and definitions inline.
 */
export function cppRuntimeInclude(): string {
  return `#if __has_include(<${CPP_RUNTIME_HEADER_NAME}>)
#include <${CPP_RUNTIME_HEADER_NAME}>
#else
${CPP_RUNTIME_HEADER}${CPP_RUNTIME_SOURCE}#endif
`;
}
