/**
 * An uploaded file's bytes, held in a private field so the generic input checks that walk a
 * request body's fields (the NUL guard) see an object with no fields instead of millions of bytes.
 */
export class UploadedFile {
  readonly #content: Buffer;
  constructor(content: Buffer) {
    this.#content = content;
  }
  get content(): Buffer {
    return this.#content;
  }
}
