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
  /** Shared editing: the shared text owns the document, so `value` is not read. */
  collaboration?: SharedEditing;
}

/** A shared text the editor is bound to (y-codemirror.next's `yCollab`). */
export interface SharedEditing {
  /** The binding: everyone's edits, cursors and selections. */
  extension: Extension;
  /**
   * The shared text as it is now. The view is created with it: the binding carries only the changes
   * made after, so a text read earlier (at a render before a lazy editor loaded) would miss some, and
   * the next change over the missing part would not apply.
   */
  text(): string;
}
