import type { Extension } from '@codemirror/state';
import type { EditorLanguage } from './code-editor-types';

async function importGrammar(language: EditorLanguage): Promise<Extension> {
  switch (language) {
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript();
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ typescript: true });
    case 'python':
      return (await import('@codemirror/lang-python')).python();
    case 'java':
      return (await import('@codemirror/lang-java')).java();
    case 'cpp':
    case 'c':
      return (await import('@codemirror/lang-cpp')).cpp();
    case 'go':
      return (await import('@codemirror/lang-go')).go();
    case 'rust':
      return (await import('@codemirror/lang-rust')).rust();
    case 'php':
      return (await import('@codemirror/lang-php')).php();
    case 'ruby': {
      const [{ StreamLanguage }, { ruby }] = await Promise.all([
        import('@codemirror/language'),
        import('@codemirror/legacy-modes/mode/ruby'),
      ]);
      return StreamLanguage.define(ruby);
    }
  }
}

const grammars = new Map<EditorLanguage, Promise<Extension>>();

/** Each grammar is its own small chunk, fetched once when its language is first shown. */
export function loadGrammar(language: EditorLanguage): Promise<Extension> {
  let grammar = grammars.get(language);
  if (!grammar) {
    grammar = importGrammar(language).catch(() => {
      // A chunk that failed to load (offline, new deploy) is tried again next time.
      grammars.delete(language);
      return [];
    });
    grammars.set(language, grammar);
  }
  return grammar;
}
