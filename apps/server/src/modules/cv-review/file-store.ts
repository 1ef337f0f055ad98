import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files live; keys are random and never derived from what the uploader sent. */
export interface FileStore {
  put(content: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
}

const KEY_PATTERN = /^[0-9a-f]{32}\.pdf$/;

/** Files on local disk under one directory (DATA_DIR/cv-reviews). */
export function createDiskFileStore(directory: string): FileStore {
  return {
    async put(content) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const key = `${randomBytes(16).toString('hex')}.pdf`;
      await writeFile(join(directory, key), content, { mode: 0o600, flag: 'wx' });
      return key;
    },
    async read(key) {
      if (!KEY_PATTERN.test(key)) throw new Error('invalid file key');
      return readFile(join(directory, key));
    },
  };
}
