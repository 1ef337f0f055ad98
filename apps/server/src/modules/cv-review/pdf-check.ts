/** A PDF starts with `%PDF-` (possibly after a little junk, which readers tolerate within the first 1 KB). */
export function looksLikePdf(content: Buffer): boolean {
  const head = content.subarray(0, 1024).toString('latin1');
  return head.indexOf('%PDF-') !== -1 && content.subarray(Math.max(0, content.length - 2048)).includes('%%EOF');
}

/**
 * The page count as written in the file: the page-tree objects (`/Type /Page`, not `/Pages`).
 * Compressed object streams hide them, so this can find none: null then, not a guess.
 */
export function countPdfPages(content: Buffer): number | null {
  const matches = content.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return matches && matches.length > 0 ? matches.length : null;
}
