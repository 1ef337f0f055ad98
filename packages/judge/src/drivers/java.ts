import type { LanguageDriver } from './common.js';

export const javaDriver: LanguageDriver = {
  starterCode() {
    throw new Error('java driver not implemented yet');
  },
  buildProgram() {
    throw new Error('java driver not implemented yet');
  },
};
