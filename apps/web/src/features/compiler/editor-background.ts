/** The compiler's darker editor surface (its panels sit on slate-950), shared by CodeMirror and its preview. */
export const COMPILER_DARK_BACKGROUND = '#0b1120';
