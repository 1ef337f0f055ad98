import type { LanguageDriver } from './common.js';

export const cDriver: LanguageDriver = {
  starterCode() {
    throw new Error('c driver not implemented yet');
  },
  buildProgram() {
    throw new Error('c driver not implemented yet');
  },
};
