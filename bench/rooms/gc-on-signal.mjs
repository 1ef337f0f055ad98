// Preloaded into the bench's server (with --expose-gc): SIGUSR2 collects garbage, so memory is
// read after a full collection rather than wherever the collector happened to be.
process.on('SIGUSR2', () => globalThis.gc?.());
