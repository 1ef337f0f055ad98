import { describe, expect, it, vi } from 'vitest';
import { formatCode } from './format-code';

// Prettier reads every plugin field, and a mocked module answers an absent export with an error: the
// fields a parser plugin leaves out are given as undefined, the real module's fields win.
const { loadedPlugins, PLUGIN_FIELDS } = vi.hoisted(() => ({
  loadedPlugins: new Set<string>(),
  PLUGIN_FIELDS: { languages: undefined, options: undefined, printers: undefined, defaultOptions: undefined },
}));
vi.mock('prettier/plugins/babel', async (importOriginal) => {
  loadedPlugins.add('babel');
  return { ...PLUGIN_FIELDS, ...(await importOriginal<object>()) };
});
vi.mock('prettier/plugins/typescript', async (importOriginal) => {
  loadedPlugins.add('typescript');
  return { ...PLUGIN_FIELDS, ...(await importOriginal<object>()) };
});

describe('formatCode in the browser', () => {
  it('formats JavaScript with the babel parser and never loads the TypeScript plugin', async () => {
    await expect(formatCode('javascript', 'const x = {a:1,b:[1,2]}\n')).resolves.toBe('const x = { a: 1, b: [1, 2] };\n');
    expect([...loadedPlugins]).toEqual(['babel']);
  });

  it('formats TypeScript with its own parser', async () => {
    await expect(formatCode('typescript', 'let n:number=1\n')).resolves.toBe('let n: number = 1;\n');
    expect(loadedPlugins.has('typescript')).toBe(true);
  });

  it('says which languages have no formatter', async () => {
    await expect(formatCode('python', 'x=1')).rejects.toThrow('No formatter is installed for Python.');
  });
});
