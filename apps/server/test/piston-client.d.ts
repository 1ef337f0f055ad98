/** The parts of the untyped `piston-client` package the Piston alias test drives. */
declare module 'piston-client' {
  interface PistonExecuteOptions {
    stdin?: string;
    args?: string[];
    compileTimeout?: number;
    runTimeout?: number;
  }
  interface PistonClient {
    runtimes(): Promise<unknown>;
    execute(language: string, code: string, options?: PistonExecuteOptions): Promise<unknown>;
  }
  export function piston(options?: { server?: string }): PistonClient;
}
