import type { Extension } from '@codemirror/state';
import type { CompilerLanguage } from '@codingkaro/contracts';
import type { Ref } from 'react';

/** Every language the app edits: the compiler's ten (the judge's five are among them). */
export type EditorLanguage = CompilerLanguage;

/** What a parent can do with a mounted editor. */
export interface CodeEditorHandle {
  /** Focuses the editor; `at` (a document offset) also puts the cursor there. */
  focus(at?: number): void;
  /** Puts the cursor at the start of a 1-based line, scrolls it into view and focuses the editor. */
  goToLine(line: number): void;
}

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: EditorLanguage;
  fontSize: number;
  dark: boolean;
  /** The accessible name of the editing area. */
  label: string;
  readOnly?: boolean;
  placeholder?: string;
  /** Editor and gutter background, to sit flush on its surface (default white / slate-900). */
  background?: string;
  /** 1-based lines to mark (e.g. where the compiler reported an error). */
  markedLines?: readonly number[];
  /** Sees key presses before any key binding; return true when handled. */
  onKeyDown?: (event: KeyboardEvent) => boolean;
  /** Called once CodeMirror is fully mounted (it mounts in slices: extensions, then the grammar). */
  onReady?: () => void;
  ref?: Ref<CodeEditorHandle>;
  /**
   * Shared editing (y-codemirror.next's `yCollab`): the shared text owns the document, so `value`
   * only seeds the view (it must equal the shared text at mount) and later values are ignored.
   */
  collaboration?: Extension;
}
