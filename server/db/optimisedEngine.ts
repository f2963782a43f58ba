import v8 from 'node:v8';

/**
 * Makes V8 compile the embedded database's WebAssembly with its optimising compiler (TurboFan) from
 * the first call, instead of its quick baseline compiler (Liftoff) first. The baseline code of the
 * PostgreSQL engine runs about half as fast, and its functions are re-compiled in the background
 * only once they have run hot: the first minutes of a long-running server (the first gates of the
 * day opening at once) then served scans at about 1,000/s instead of 1,500/s on this machine. The
 * price is about 1.6 s more at start-up, so only the server process asks for it: test workers, which
 * open a database for a few seconds each, keep the default.
 *
 * Must run before the engine's module is compiled (before `new PGlite`); it changes only how
 * WebAssembly compiled afterwards in this process is compiled, and the server compiles no other.
 */
export function compileEmbeddedEngineOptimised(): void {
  v8.setFlagsFromString('--no-liftoff');
}
