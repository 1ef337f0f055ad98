/** Removes comments, string and char literals so braces and keywords can be scanned. */
function stripJava(src: string): string {
  return src
    .replace(/"""[\s\S]*?"""/g, '""')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''");
}

export interface JavaShape {
  packageName: string | null;
  publicClass: string | null;
  mainClass: string | null;
}

/**
 * Finds the package, the public top-level type (which fixes the file name) and the top-level
 * class declaring `static void main` (public or not), Piston style.
 */
export function inspectJava(src: string): JavaShape {
  const s = stripJava(src);
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(s)?.[1] ?? null;
  let depth = 0;
  let current: string | null = null;
  let publicClass: string | null = null;
  let mainClass: string | null = null;
  const token =
    /[{}]|\b((?:public\s+|final\s+|abstract\s+|static\s+|sealed\s+|strictfp\s+)*)(class|interface|enum|record)\s+(\w+)|\bstatic\b[^;{}()=]*\bvoid\s+main\s*\(/g;
  for (let m = token.exec(s); m; m = token.exec(s)) {
    if (m[0] === '{') depth++;
    else if (m[0] === '}') depth = Math.max(0, depth - 1);
    else if (m[2] && m[3]) {
      if (depth === 0) {
        current = m[3];
        if (/\bpublic\b/.test(m[1] ?? '') && !publicClass) publicClass = m[3];
      }
    } else if (depth === 1 && current && !mainClass) {
      mainClass = current;
    }
  }
  return { packageName: pkg, publicClass, mainClass };
}
