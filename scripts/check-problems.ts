// Thin entry point: npx tsx scripts/check-problems.ts [--content <dir>] [--lang <l>] [slug...]
// The implementation lives in packages/judge/src/cli/check-problems.ts.
import '../packages/judge/src/cli/check-problems.ts';
