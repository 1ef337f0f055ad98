/*
 * ck-exec: in-sandbox process monitor for @codingkaro/runner.
 *
 * Runs as the first child of bubblewrap's init inside the sandbox. It
 *   - becomes a child subreaper so every descendant is reaped here,
 *   - applies rlimits to the user process (CPU, AS, FSIZE, NOFILE, NPROC, CORE, STACK),
 *   - enforces the wall-clock limit (SIGALRM -> kill(-1, SIGKILL) inside the pid namespace),
 *   - after the main child exits, kills every remaining process (daemons) and reaps them,
 *   - writes one report line to <report_fd>:
 *       exit=<n> signal=<n> timeout=<0|1> cpu_ms=<n> wall_ms=<n> maxrss_kb=<n>
 *
 * usage: ck-exec REPORT_FD WALL_MS CPU_MS AS_BYTES FSIZE_BYTES NOFILE NPROC STACK_BYTES -- CMD [ARGS...]
 *        ck-exec --control CONTROL_FD REPORT_FD
 *        ck-exec --launch NFDS [--fd-file PATH]... [CGROUP_PROCS_FILE...] -- CMD [ARGS...]  (host side)
 *        ck-exec --zygote [--fd-file PATH]... [CGROUP_PROCS_FILE...]                     (host side)
 *        ck-exec --measure REPORT_FD -- CMD [ARGS...]                (no sandbox, see below)
 * A value of 0 means "do not set this limit".
 *
 * The supervisor starts bubblewrap with --as-pid-1, so the monitor is the pid namespace's init:
 * the program cannot signal it (the kernel drops signals to init from its own namespace unless a
 * handler is installed, and the only handler, SIGALRM, ignores signals sent by processes), and
 * when the monitor exits the kernel kills whatever is left in the namespace.
 *
 * Launch mode runs on the host, outside any sandbox: it writes its own pid into each cgroup.procs
 * file (so bubblewrap and everything it forks is accounted from the first instruction), closes
 * every fd from NFDS up (bubblewrap hands whatever it inherits to the sandbox: a descriptor the
 * server inherited without close-on-exec, e.g. from a process manager, must not reach it) and
 * then execs CMD. It replaces a `sh -c` wrapper (one process start less per sandbox).
 * `--fd-file PATH` (both host modes, up to 4): each PATH is opened afresh for every child, as fds
 * NFDS, NFDS+1..., the only fds kept besides the pipes (the monitor binary and the seccomp
 * program: bubblewrap copies / reads them with --file / --seccomp and closes them before the
 * sandbox starts; a shared file description would be read only once).
 *
 * Zygote mode also runs on the host: a small long-lived process that joins the cgroups once and
 * then starts sandboxes (bubblewrap) on request, so that neither a fork of the (large) node
 * supervisor nor a cgroup migration (a full RCU grace period, several ms, on cgroup v1) is paid
 * per sandbox: the children it forks are born in its cgroups. Protocol on stdin/stdout:
 *   -> S <id> <nfds> <len>\n<len bytes: argv, each string NUL-terminated>   start argv[0]
 *   <- P <id> <pid> <fd>...\n   started; nfds fds of the zygote hold the supervisor's ends of
 *                               the child's fds 0..nfds-1 (stdin and fd 4 are written by the
 *                               supervisor, fds 1..3 read): it opens /proc/<zygote>/fd/<fd>
 *   -> C <id>\n                 the supervisor has its own ends now: close these
 *   <- E <id> <errno>\n         could not start
 *   <- X <pid> <wait status>\n  a child exited (reaped)
 *   <- R\n at start-up once the cgroups are joined, F <errno>\n (and exit) when that failed.
 * The children get fresh pipes only, a new session, default signal handling and an empty mask.
 * The zygote dies with the supervisor (PR_SET_PDEATHSIG, or stdin closed), and its children die
 * with it (PR_SET_PDEATHSIG again; bubblewrap --die-with-parent takes it from there).
 *
 * Measure mode is for trusted programs run WITHOUT a sandbox (the judge's content checker): it
 * runs CMD (PATH lookup), waits for it and writes the same report line (peak RSS of the largest
 * process, CPU time of it and its reaped descendants), then exits the way CMD did (same code, or
 * the same signal re-raised). No limits, no subreaper, never kill(-1): outside a pid namespace
 * that would reach every process of the user.
 *
 * Control mode lets the supervisor start the sandbox ahead of time ("warm" sandbox) and send
 * the job later over CONTROL_FD, as lines followed by raw bytes:
 *   F <mode-octal> <size> <relative-path>\n<size bytes>   write a file under the cwd
 *   L <wall> <cpu> <as> <fsize> <nofile> <nproc> <stack>\n limits (same meaning as above)
 *   A <size>\n<size bytes>                                 one argv entry
 *   R\n                                                    run
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t timed_out = 0;

static void on_alarm(int sig, siginfo_t *info, void *ctx) {
  (void)sig;
  (void)ctx;
  /* Only the timer counts, not a SIGALRM sent by the program: kill() from inside the namespace
   * carries the sender's pid (si_code SI_USER, si_pid != 0), sigqueue/tgkill have si_code < 0.
   * The timer's own signal has si_code SI_KERNEL, or SI_USER with si_pid 0 when the kernel could
   * not queue its info (a fork bomb exhausts the pending-signal count): both are accepted. */
  if (info != NULL && info->si_code <= 0 && !(info->si_code == SI_USER && info->si_pid == 0)) return;
  timed_out = 1;
  kill(-1, SIGKILL);
}

static unsigned long long parse_u64(const char *s) {
  char *end = NULL;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno != 0 || end == s || *end != '\0') {
    fprintf(stderr, "ck-exec: bad number '%s'\n", s);
    exit(120);
  }
  return v;
}

static void set_limit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit rl = {soft, hard};
  if (setrlimit(resource, &rl) != 0) {
    /* Never raise above an existing hard limit; clamp instead. */
    struct rlimit cur;
    if (getrlimit(resource, &cur) == 0) {
      if (soft > cur.rlim_max) soft = cur.rlim_max;
      if (hard > cur.rlim_max) hard = cur.rlim_max;
      rl.rlim_cur = soft;
      rl.rlim_max = hard;
      setrlimit(resource, &rl);
    }
  }
}

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000LL + ts.tv_nsec / 1000000LL;
}

static void write_report(int report_fd, int status, int timed_out_flag, long long wall) {
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  getrusage(RUSAGE_CHILDREN, &ru);
  long long cpu = (long long)ru.ru_utime.tv_sec * 1000LL + ru.ru_utime.tv_usec / 1000 +
                  (long long)ru.ru_stime.tv_sec * 1000LL + ru.ru_stime.tv_usec / 1000;
  int code = -1, sig = 0;
  if (WIFEXITED(status)) code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) sig = WTERMSIG(status);
  char line[256];
  int n = snprintf(line, sizeof line, "exit=%d signal=%d timeout=%d cpu_ms=%lld wall_ms=%lld maxrss_kb=%ld\n", code, sig,
                   timed_out_flag, cpu, wall, ru.ru_maxrss);
  if (n > 0) {
    ssize_t w = write(report_fd, line, (size_t)n);
    (void)w;
  }
}

static int run_job(int report_fd, unsigned long long wall_ms, unsigned long long cpu_ms, unsigned long long as_bytes,
                   unsigned long long fsize, unsigned long long nofile, unsigned long long nproc,
                   unsigned long long stack, char **cmd) {
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  prctl(PR_SET_DUMPABLE, 0);
  fcntl(report_fd, F_SETFD, FD_CLOEXEC);

  long long start = now_ms();
  pid_t child = fork();
  if (child < 0) {
    perror("ck-exec: fork");
    return 121;
  }
  if (child == 0) {
    setpgid(0, 0);
    if (cpu_ms > 0) {
      rlim_t secs = (rlim_t)((cpu_ms + 999) / 1000);
      set_limit(RLIMIT_CPU, secs, secs + 1);
    }
    if (as_bytes > 0) set_limit(RLIMIT_AS, as_bytes, as_bytes);
    if (fsize > 0) set_limit(RLIMIT_FSIZE, fsize, fsize);
    if (nofile > 0) set_limit(RLIMIT_NOFILE, nofile, nofile);
    if (nproc > 0) set_limit(RLIMIT_NPROC, nproc, nproc);
    if (stack > 0) set_limit(RLIMIT_STACK, stack, stack);
    set_limit(RLIMIT_CORE, 0, 0);
    execvp(cmd[0], cmd);
    fprintf(stderr, "ck-exec: cannot execute %s: %s\n", cmd[0], strerror(errno));
    _exit(127);
  }

  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_alarm;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGALRM, &sa, NULL);
  if (wall_ms > 0) {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    it.it_value.tv_sec = (time_t)(wall_ms / 1000);
    it.it_value.tv_usec = (suseconds_t)((wall_ms % 1000) * 1000);
    setitimer(ITIMER_REAL, &it, NULL);
  }

  int main_status = 0;
  int main_done = 0;
  long long wall = 0;
  for (;;) {
    int st = 0;
    pid_t p = waitpid(-1, &st, 0);
    if (p < 0) {
      if (errno == EINTR) continue;
      break; /* ECHILD: everything reaped */
    }
    if (p == child) {
      main_status = st;
      main_done = 1;
      wall = now_ms() - start;
      /* Kill anything the program left behind (daemons, orphans). */
      kill(-1, SIGKILL);
    }
  }
  if (!main_done) wall = now_ms() - start;
  write_report(report_fd, main_status, timed_out ? 1 : 0, wall);
  return 0;
}

/* ---- control mode ---------------------------------------------------------------------- */

static int ctl_fd = -1;
/* The job arrives in one write: buffer it instead of reading the header lines byte by byte. */
static char ctl_buf[65536];
static size_t ctl_pos = 0, ctl_len = 0;

static int read_full(void *buf, size_t n) {
  char *dst = (char *)buf;
  while (n > 0) {
    if (ctl_pos < ctl_len) {
      size_t k = ctl_len - ctl_pos < n ? ctl_len - ctl_pos : n;
      memcpy(dst, ctl_buf + ctl_pos, k);
      ctl_pos += k;
      dst += k;
      n -= k;
      continue;
    }
    /* buffer empty: large reads go straight to the destination */
    char *into = n >= sizeof ctl_buf ? dst : ctl_buf;
    ssize_t r = read(ctl_fd, into, n >= sizeof ctl_buf ? n : sizeof ctl_buf);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    if (into == dst) {
      dst += r;
      n -= (size_t)r;
    } else {
      ctl_pos = 0;
      ctl_len = (size_t)r;
    }
  }
  return 0;
}

static int read_line(char *buf, size_t cap) {
  size_t i = 0;
  while (i + 1 < cap) {
    char c;
    if (read_full(&c, 1) != 0) return -1;
    if (c == '\n') {
      buf[i] = 0;
      return 0;
    }
    buf[i++] = c;
  }
  return -1;
}

static void die(const char *msg) {
  fprintf(stderr, "ck-exec: %s\n", msg);
  exit(122);
}

/* Relative path of safe components only; parents are created as directories. */
static void write_job_file(const char *rel, unsigned mode, unsigned long long size) {
  if (rel[0] == 0 || rel[0] == '/' || strstr(rel, "..") != NULL) die("bad file path");
  char path[1024];
  if (strlen(rel) >= sizeof path) die("path too long");
  strcpy(path, rel);
  for (char *p = path; *p; p++) {
    if (*p == '/') {
      *p = 0;
      if (mkdir(path, 0755) != 0 && errno != EEXIST) die("mkdir failed");
      *p = '/';
    }
  }
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) die("cannot create file");
  char buf[65536];
  while (size > 0) {
    size_t chunk = size > sizeof buf ? sizeof buf : (size_t)size;
    if (read_full(buf, chunk) != 0) die("short file data");
    size_t off = 0;
    while (off < chunk) {
      ssize_t w = write(fd, buf + off, chunk - off);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) die("write failed");
      off += (size_t)w;
    }
    size -= chunk;
  }
  fchmod(fd, mode & 0755);
  close(fd);
}

static int control_main(int report_fd) {
  unsigned long long lim[7] = {0, 0, 0, 0, 0, 0, 0};
  char **args = calloc(257, sizeof(char *));
  int nargs = 0;
  char line[1200];
  if (!args) die("oom");
  for (;;) {
    if (read_line(line, sizeof line) != 0) return 123; /* supervisor went away: nothing to run */
    if (line[0] == 'F' && line[1] == ' ') {
      unsigned mode = 0;
      unsigned long long size = 0;
      int consumed = 0;
      if (sscanf(line + 2, "%o %llu %n", &mode, &size, &consumed) < 2 || consumed == 0) die("bad F line");
      write_job_file(line + 2 + consumed, mode, size);
    } else if (line[0] == 'L' && line[1] == ' ') {
      if (sscanf(line + 2, "%llu %llu %llu %llu %llu %llu %llu", &lim[0], &lim[1], &lim[2], &lim[3], &lim[4], &lim[5],
                 &lim[6]) != 7)
        die("bad L line");
    } else if (line[0] == 'A' && line[1] == ' ') {
      unsigned long long size = parse_u64(line + 2);
      if (size > 1 << 20 || nargs >= 256) die("argument too large");
      char *a = malloc((size_t)size + 1);
      if (!a || (size > 0 && read_full(a, (size_t)size) != 0)) die("short argument");
      a[size] = 0;
      args[nargs++] = a;
    } else if (line[0] == 'R' && line[1] == 0) {
      if (nargs == 0) die("no command");
      close(ctl_fd);
      return run_job(report_fd, lim[0], lim[1], lim[2], lim[3], lim[4], lim[5], lim[6], args);
    } else {
      die("bad control line");
    }
  }
}

/* at most this many --fd-file options (host modes) */
#define ZY_MAX_EXTRA 4

/* Closes every fd >= low. */
static void close_from(int low) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, (unsigned)low, ~0U, 0) == 0) return;
#endif
  struct rlimit rl;
  int max = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < 65536 ? (int)rl.rlim_cur : 65536;
  for (int fd = low; fd < max; fd++) close(fd);
}

/* No sandbox: run CMD, report its peak memory and CPU time, exit like it did. */
static int measure_main(int argc, char **argv) {
  if (argc < 5 || strcmp(argv[3], "--") != 0) {
    fprintf(stderr, "ck-exec: usage error\n");
    return 120;
  }
  int report_fd = (int)parse_u64(argv[2]);
  fcntl(report_fd, F_SETFD, FD_CLOEXEC);
  /* The caller times the run and kills us on overrun; if the caller itself dies first (a test runner killed
   * mid-run), the run must end too, or a looping program spins on the host for good. */
  pid_t caller = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != caller) return 121;
  pid_t measurer = getpid();
  long long start = now_ms();
  pid_t child = fork();
  if (child < 0) {
    perror("ck-exec: fork");
    return 121;
  }
  if (child == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL); /* kept across exec: the program ends with its measurer */
    if (getppid() != measurer) _exit(126);
    execvp(argv[4], &argv[4]);
    fprintf(stderr, "ck-exec: cannot execute %s: %s\n", argv[4], strerror(errno));
    _exit(127);
  }
  int st = 0;
  while (waitpid(child, &st, 0) < 0) {
    if (errno != EINTR) return 121;
  }
  write_report(report_fd, st, 0, now_ms() - start);
  if (WIFSIGNALED(st)) {
    set_limit(RLIMIT_CORE, 0, 0);
    signal(WTERMSIG(st), SIG_DFL);
    kill(getpid(), WTERMSIG(st));
  }
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* Host side: join the run cgroups, then become CMD with fds 0..NFDS-1 only. Exit 125 = could not join. */
static int launch_main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "ck-exec: usage error\n");
    return 120;
  }
  int nfds = (int)parse_u64(argv[2]);
  char pid[32];
  int n = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  int i = 3;
  const char *extra_files[ZY_MAX_EXTRA];
  int n_extra = 0;
  while (i + 1 < argc && n_extra < ZY_MAX_EXTRA && strcmp(argv[i], "--fd-file") == 0) {
    extra_files[n_extra++] = argv[i + 1];
    i += 2;
  }
  for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
    int fd = open(argv[i], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, (size_t)n) != n) {
      fprintf(stderr, "ck-exec: cannot join cgroup %s: %s\n", argv[i], strerror(errno));
      return 125;
    }
    close(fd);
  }
  if (i + 1 >= argc) {
    fprintf(stderr, "ck-exec: usage error\n");
    return 120;
  }
  close_from(nfds);
  /* fds NFDS.. = fresh opens of the files (bubblewrap reads them and closes them) */
  for (int k = 0; k < n_extra; k++) {
    if (open(extra_files[k], O_RDONLY) != nfds + k) {
      fprintf(stderr, "ck-exec: cannot open %s: %s\n", extra_files[k], strerror(errno));
      return 125;
    }
  }
  execv(argv[i + 1], &argv[i + 1]);
  fprintf(stderr, "ck-exec: cannot execute %s: %s\n", argv[i + 1], strerror(errno));
  return 127;
}

/* ---- zygote mode (host side) --------------------------------------------------------- */

#define ZY_MAX_FDS 5
#define ZY_SLOTS 64
#define ZY_BUF (256 * 1024)

struct zy_pending {
  unsigned long long id;
  int nfds;
  int fds[ZY_MAX_FDS];
};

static struct zy_pending zy_slots[ZY_SLOTS];
static char zy_in[ZY_BUF];
static size_t zy_len = 0;
/* the zygote asks the OOM killer to spare it; children get the inherited value back */
static char zy_oom_adj[16] = "";
/* opened afresh as fds NFDS.. of every child (files bubblewrap reads and closes) */
static const char *zy_extra_files[ZY_MAX_EXTRA];
static int zy_n_extra = 0;

static void zy_write_file(const char *path, const char *value) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return;
  ssize_t w = write(fd, value, strlen(value));
  (void)w;
  close(fd);
}

static void zy_reply(const char *line) {
  size_t n = strlen(line), off = 0;
  while (off < n) {
    ssize_t w = write(1, line + off, n - off);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(0); /* supervisor gone */
    off += (size_t)w;
  }
}


/* Starts argv[0] with fresh pipes as fds 0..nfds-1; returns the pid or -errno. */
static pid_t zy_spawn(char **argv, int nfds, int mine[ZY_MAX_FDS]) {
  int theirs[ZY_MAX_FDS];
  for (int i = 0; i < nfds; i++) {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) {
      int e = errno;
      for (int j = 0; j < i; j++) {
        close(mine[j]);
        close(theirs[j]);
      }
      return -e;
    }
    /* fds 0 and 4 are read by the child, 1..3 written */
    int child_reads = i == 0 || i == 4;
    theirs[i] = child_reads ? p[0] : p[1];
    mine[i] = child_reads ? p[1] : p[0];
  }
  /* like posix_spawn: the reply waits until the child has exec'd (its session exists, so the
   * supervisor can kill its group right away) or reports why it could not */
  int ep[2];
  if (pipe2(ep, O_CLOEXEC) != 0) {
    int e = errno;
    for (int i = 0; i < nfds; i++) {
      close(mine[i]);
      close(theirs[i]);
    }
    return -e;
  }
  pid_t zygote = getpid();
  pid_t pid = fork();
  if (pid == 0) {
    close(ep[0]);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
    if (zy_oom_adj[0]) zy_write_file("/proc/self/oom_score_adj", zy_oom_adj);
    setsid();
    prctl(PR_SET_PDEATHSIG, SIGKILL); /* dies with the zygote (kept across exec) */
    if (getppid() != zygote) _exit(126); /* the zygote died before prctl */
    /* move the child's ends above the target numbers first, then into place */
    int err = 0;
    int high[ZY_MAX_FDS];
    for (int i = 0; i < nfds && !err; i++) {
      high[i] = fcntl(theirs[i], F_DUPFD_CLOEXEC, 64);
      if (high[i] < 0) err = errno;
    }
    int keep = fcntl(ep[1], F_DUPFD_CLOEXEC, 64 + ZY_MAX_FDS);
    int extra[ZY_MAX_EXTRA];
    for (int k = 0; k < zy_n_extra && !err; k++) {
      int f = open(zy_extra_files[k], O_RDONLY | O_CLOEXEC);
      if (f < 0) err = errno;
      else {
        extra[k] = fcntl(f, F_DUPFD_CLOEXEC, keep + 1);
        if (extra[k] < 0) err = errno;
        close(f);
      }
    }
    for (int i = 0; i < nfds && !err; i++)
      if (dup2(high[i], i) < 0) err = errno;
    for (int k = 0; k < zy_n_extra && !err; k++)
      if (dup2(extra[k], nfds + k) < 0) err = errno;
    if (!err) {
      int first_closed = nfds + zy_n_extra;
      /* close every other fd, except the exec-status pipe (close-on-exec) */
      for (int fd = first_closed; fd < keep; fd++) close(fd);
      close_from(keep + 1);
      execv(argv[0], argv);
      err = errno;
    }
    ssize_t w = write(keep, &err, sizeof err);
    (void)w;
    _exit(127);
  }
  int e = errno;
  close(ep[1]);
  for (int i = 0; i < nfds; i++) close(theirs[i]);
  if (pid < 0) {
    close(ep[0]);
    for (int i = 0; i < nfds; i++) close(mine[i]);
    return -e;
  }
  int child_err = 0;
  ssize_t r;
  do r = read(ep[0], &child_err, sizeof child_err);
  while (r < 0 && errno == EINTR);
  close(ep[0]);
  if (r > 0) {
    waitpid(pid, NULL, 0);
    for (int i = 0; i < nfds; i++) close(mine[i]);
    return -(child_err ? child_err : EIO);
  }
  return pid;
}

/* Handles every complete request in zy_in; returns the bytes consumed. */
static size_t zy_handle(void) {
  size_t pos = 0;
  for (;;) {
    char *nl = memchr(zy_in + pos, '\n', zy_len - pos);
    if (!nl) break;
    char line[128];
    size_t ll = (size_t)(nl - (zy_in + pos));
    if (ll >= sizeof line) die("zygote: bad request");
    memcpy(line, zy_in + pos, ll);
    line[ll] = 0;
    char out[256];
    if (line[0] == 'S') {
      unsigned long long id = 0, len = 0;
      int nfds = 0;
      if (sscanf(line, "S %llu %d %llu", &id, &nfds, &len) != 3 || nfds < 1 || nfds > ZY_MAX_FDS || len == 0 ||
          len > ZY_BUF / 2)
        die("zygote: bad S request");
      if (zy_len - pos - ll - 1 < len) break; /* argv not complete yet */
      char *blob = zy_in + pos + ll + 1;
      if (blob[len - 1] != 0) die("zygote: argv not NUL-terminated");
      static char *argv[2048];
      int argc = 0;
      for (size_t i = 0; i < len && argc < 2047; i += strlen(blob + i) + 1) argv[argc++] = blob + i;
      argv[argc] = NULL;
      int slot = -1;
      for (int i = 0; i < ZY_SLOTS; i++)
        if (zy_slots[i].nfds == 0) {
          slot = i;
          break;
        }
      int fds[ZY_MAX_FDS];
      pid_t pid = slot < 0 ? -EMFILE : zy_spawn(argv, nfds, fds);
      pos += ll + 1 + len; /* argv lives in zy_in until here */
      if (pid < 0) {
        snprintf(out, sizeof out, "E %llu %d\n", id, (int)-pid);
      } else {
        zy_slots[slot].id = id;
        zy_slots[slot].nfds = nfds;
        int n = snprintf(out, sizeof out, "P %llu %d", id, (int)pid);
        for (int i = 0; i < nfds; i++) {
          zy_slots[slot].fds[i] = fds[i];
          n += snprintf(out + n, sizeof out - (size_t)n, " %d", fds[i]);
        }
        snprintf(out + n, sizeof out - (size_t)n, "\n");
      }
      zy_reply(out);
    } else if (line[0] == 'C') {
      unsigned long long id = 0;
      if (sscanf(line, "C %llu", &id) != 1) die("zygote: bad C request");
      pos += ll + 1;
      for (int i = 0; i < ZY_SLOTS; i++)
        if (zy_slots[i].nfds > 0 && zy_slots[i].id == id) {
          for (int j = 0; j < zy_slots[i].nfds; j++) close(zy_slots[i].fds[j]);
          zy_slots[i].nfds = 0;
        }
    } else {
      die("zygote: unknown request");
    }
  }
  return pos;
}

static int zygote_fail(int err) {
  char out[64];
  snprintf(out, sizeof out, "F %d\n", err);
  zy_reply(out);
  return 1;
}

static int zygote_main(int argc, char **argv) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() == 1) return 0; /* the supervisor is already gone */
  /* touch the buffers before joining: their pages stay charged outside the run cgroups */
  memset(zy_in, 0, sizeof zy_in);
  memset(zy_slots, 0, sizeof zy_slots);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int sfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sfd < 0) return zygote_fail(errno);
  fcntl(0, F_SETFD, FD_CLOEXEC);
  fcntl(1, F_SETFD, FD_CLOEXEC);
  fcntl(2, F_SETFD, FD_CLOEXEC);
  /* A sandbox hitting its memory limit must never take the zygote (and so the slot) with it. */
  int ofd = open("/proc/self/oom_score_adj", O_RDONLY | O_CLOEXEC);
  if (ofd >= 0) {
    char cur[16] = "";
    ssize_t r = read(ofd, cur, sizeof cur - 1);
    close(ofd);
    if (r > 0) {
      cur[r] = 0;
      ofd = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
      if (ofd >= 0) {
        if (write(ofd, "-1000", 5) == 5) memcpy(zy_oom_adj, cur, sizeof cur);
        close(ofd);
      }
    }
  }
  char pid[32];
  int pn = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  int first = 2;
  while (first + 1 < argc && zy_n_extra < ZY_MAX_EXTRA && strcmp(argv[first], "--fd-file") == 0) {
    zy_extra_files[zy_n_extra++] = argv[first + 1];
    first += 2;
  }
  for (int i = first; i < argc; i++) {
    int fd = open(argv[i], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, (size_t)pn) != pn) return zygote_fail(errno);
    close(fd);
  }
  zy_reply("R\n");
  for (;;) {
    struct pollfd pf[2] = {{0, POLLIN, 0}, {sfd, POLLIN, 0}};
    if (poll(pf, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return 1;
    }
    if (pf[1].revents & POLLIN) {
      struct signalfd_siginfo si;
      while (read(sfd, &si, sizeof si) > 0) {
      }
      int st;
      pid_t p;
      while ((p = waitpid(-1, &st, WNOHANG)) > 0) {
        char out[64];
        snprintf(out, sizeof out, "X %d %d\n", (int)p, st);
        zy_reply(out);
      }
    }
    if (pf[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      if (zy_len == sizeof zy_in) die("zygote: request too large");
      ssize_t r = read(0, zy_in + zy_len, sizeof zy_in - zy_len);
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) return 0; /* supervisor gone: the sandboxes die with us (--die-with-parent) */
      zy_len += (size_t)r;
      size_t used = zy_handle();
      memmove(zy_in, zy_in + used, zy_len - used);
      zy_len -= used;
    }
  }
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "--launch") == 0) return launch_main(argc, argv);
  if (argc >= 2 && strcmp(argv[1], "--zygote") == 0) return zygote_main(argc, argv);
  if (argc >= 2 && strcmp(argv[1], "--measure") == 0) return measure_main(argc, argv);
  if (argc == 4 && strcmp(argv[1], "--control") == 0) {
    ctl_fd = (int)parse_u64(argv[2]);
    int report_fd = (int)parse_u64(argv[3]);
    fcntl(ctl_fd, F_SETFD, FD_CLOEXEC);
    fcntl(report_fd, F_SETFD, FD_CLOEXEC);
    return control_main(report_fd);
  }
  if (argc < 11 || strcmp(argv[9], "--") != 0) {
    fprintf(stderr, "ck-exec: usage error\n");
    return 120;
  }
  return run_job((int)parse_u64(argv[1]), parse_u64(argv[2]), parse_u64(argv[3]), parse_u64(argv[4]), parse_u64(argv[5]),
                 parse_u64(argv[6]), parse_u64(argv[7]), parse_u64(argv[8]), &argv[10]);
}
