#!/bin/sh
# usage: scripts/setup-toolchains.sh [--dry-run]
# Installs the code-runner toolchains (bubblewrap + compilers/interpreters) on Debian/Ubuntu.
# Idempotent: a tool already on PATH (or installed via rustup/pyenv) is skipped.
# Never blocks app start: on other systems, or when apt fails, it prints what is missing and exits 0.
# --dry-run installs nothing and exits 1 when a toolchain is missing (0 when all are present).
set -u

DRY_RUN=0
[ "${1:-}" = "--dry-run" ] && DRY_RUN=1

say() { printf '[setup-toolchains] %s\n' "$*"; }
have() { command -v "$1" >/dev/null 2>&1 || [ -x "$HOME/.cargo/bin/$1" ]; }

# tool -> first apt package that provides it (alternatives separated by '|')
WANT="
bwrap:bubblewrap
gcc:gcc
g++:g++
cc:gcc
python3:python3
javac:openjdk-17-jdk-headless|default-jdk-headless
go:golang-go
rustc:rustc
php:php-cli
ruby:ruby
clang-format:clang-format
rustfmt:rustfmt
"

missing_tools=""
for entry in $WANT; do
  tool=${entry%%:*}
  have "$tool" || missing_tools="$missing_tools $entry"
done

if [ -z "$missing_tools" ]; then
  say "all toolchains present"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1 || ! command -v apt-cache >/dev/null 2>&1; then
  say "not a Debian/Ubuntu system; install these yourself:"
  for entry in $missing_tools; do say "  ${entry%%:*} (Debian package: ${entry#*:})"; done
  say "the runner reports missing languages as available: false"
  exit "$DRY_RUN"
fi

SUDO=""
if [ "$(id -u)" != "0" ] && [ "$DRY_RUN" = 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    say "not root and no passwordless sudo; missing:$(for e in $missing_tools; do printf ' %s' "${e%%:*}"; done)"
    exit 0
  fi
fi

# Pick, for each missing tool, the first candidate package apt knows about.
pkgs=""
updated=0
for entry in $missing_tools; do
  tool=${entry%%:*}
  choice=""
  for attempt in 1 2; do
    for pkg in $(printf '%s' "${entry#*:}" | tr '|' ' '); do
      cand=$(apt-cache policy "$pkg" 2>/dev/null | awk '/Candidate:/ {print $2}')
      if [ -n "$cand" ] && [ "$cand" != "(none)" ]; then choice=$pkg; break; fi
    done
    [ -n "$choice" ] && break
    if [ "$updated" = 0 ] && [ "$DRY_RUN" = 0 ]; then $SUDO apt-get update -qq >/dev/null 2>&1 || true; updated=1; else break; fi
  done
  if [ -n "$choice" ]; then
    case " $pkgs " in *" $choice "*) ;; *) pkgs="$pkgs $choice" ;; esac
  else
    say "no apt package found for $tool (${entry#*:}); skipping"
  fi
done

if [ -z "$pkgs" ]; then exit "$DRY_RUN"; fi
if [ "$DRY_RUN" = 1 ]; then say "would install:$pkgs"; exit 1; fi
say "installing:$pkgs"
if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $pkgs; then
  say "apt-get install failed; the runner will report the missing languages as unavailable"
fi
exit 0
