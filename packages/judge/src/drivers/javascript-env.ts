/**
 * LeetCode's JavaScript environment: the globals it predefines (priority queues, Queue, Deque, lodash's `_`), built
 * from the real npm packages pinned in this package's package.json.
 *
 * The sandbox cannot see the project's node_modules, so the packages' files are read once per process, linked into a
 * tiny CommonJS module table and inlined into every JavaScript program (see `javascriptEnvPrelude`). Nothing is
 * evaluated up front: each global is a getter that loads its package on first access and then replaces itself with a
 * plain value, so a submission that never touches `_` does not pay for lodash (about 10 ms of start-up when loaded).
 * Module sources travel as JSON strings (scanning a string is cheaper than pre-parsing a function) and are compiled
 * with `vm.runInThisContext` under their package path, so stack frames inside a library never look like `main.js`.
 *
 * No bundler at run time: the server bundles this package into one file with tsup, and esbuild is a dev tool there.
 */
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';

/** Each global LeetCode predefines: the package it comes from and the export (null: the module itself). */
export const LEETCODE_JS_GLOBALS: Readonly<Record<string, { package: string; export: string | null }>> = {
  PriorityQueue: { package: '@datastructures-js/priority-queue', export: 'PriorityQueue' },
  MinPriorityQueue: { package: '@datastructures-js/priority-queue', export: 'MinPriorityQueue' },
  MaxPriorityQueue: { package: '@datastructures-js/priority-queue', export: 'MaxPriorityQueue' },
  Queue: { package: '@datastructures-js/queue', export: 'Queue' },
  Deque: { package: '@datastructures-js/deque', export: 'Deque' },
  _: { package: 'lodash', export: null },
};

/** Packages a solution may also `require()`, and the file each one loads. */
const ENTRY_FILES: Readonly<Record<string, string>> = {
  '@datastructures-js/priority-queue': '@datastructures-js/priority-queue',
  '@datastructures-js/queue': '@datastructures-js/queue',
  '@datastructures-js/deque': '@datastructures-js/deque',
  // lodash's own minified build: a seventh of lodash.js to scan, same library
  lodash: 'lodash/lodash.min.js',
};

export const LEETCODE_JS_PACKAGES: readonly string[] = Object.keys(ENTRY_FILES);

interface LinkedModule {
  /** `node_modules/<package>/<file>`: the file name stack frames show (no host path leaks into the program) */
  label: string;
  source: string;
  /** require() specifier -> module index */
  deps: Record<string, number>;
}

const REQUIRE_CALL = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;

function labelOf(file: string): string {
  const posix = file.split('\\').join('/');
  const at = posix.lastIndexOf('/node_modules/');
  return at < 0 ? posix : posix.slice(at + 1);
}

/** Reads the packages' files and follows their static require() calls (they are plain CommonJS). */
function link(): { modules: LinkedModule[]; entries: Record<string, number> } {
  const modules: LinkedModule[] = [];
  const ids = new Map<string, number>();
  const visit = (file: string): number => {
    const known = ids.get(file);
    if (known !== undefined) return known;
    const id = modules.length;
    ids.set(file, id);
    const mod: LinkedModule = { label: labelOf(file), source: readFileSync(file, 'utf8'), deps: {} };
    modules.push(mod);
    const req = createRequire(file);
    for (const m of mod.source.matchAll(REQUIRE_CALL)) {
      const spec = m[2]!;
      // built-ins come from the sandbox's node (lodash asks for `util`)
      if (isBuiltin(spec) || Object.hasOwn(mod.deps, spec)) continue;
      let resolved: string;
      try {
        resolved = req.resolve(spec);
      } catch {
        continue; // e.g. a require() in a comment; a real one fails in the sandbox exactly as it would in node
      }
      mod.deps[spec] = visit(resolved);
    }
    return id;
  };
  const hostRequire = createRequire(import.meta.url);
  const entries: Record<string, number> = {};
  for (const [name, entry] of Object.entries(ENTRY_FILES)) entries[name] = visit(hostRequire.resolve(entry));
  return { modules, entries };
}

/** A JS string literal on one line: JSON, plus the two characters JSON leaves raw that end a line for V8. */
function literal(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function build(): string {
  const { modules, entries } = link();
  const table = modules.map((m) => `[${literal(m.label)},${literal(m.source)},${literal(m.deps)}]`).join(',\n');
  const globals = Object.entries(LEETCODE_JS_GLOBALS)
    .map(([name, g]) => `  lazy(${literal(name)}, ${literal(g.package)}, ${literal(g.export)});\n`)
    .join('');
  return `var __ckEnv = (function (hostRequire) {
  var vm = null;
  var has = function (o, k) { return Object.prototype.hasOwnProperty.call(o, k); };
  var MODULES = [
${table}];
  var ENTRIES = ${literal(entries)};
  var cache = [];
  var load = function (id) {
    if (cache[id]) return cache[id].exports;
    var def = MODULES[id];
    var module = { id: def[0], filename: def[0], exports: {}, loaded: false };
    var require = function (spec) { return has(def[2], spec) ? load(def[2][spec]) : hostRequire(spec); };
    module.require = require;
    cache[id] = module;
    vm = vm || hostRequire('vm');
    try {
      vm.runInThisContext('(function (exports, require, module, __filename, __dirname) {' + def[1] + '\\n})', { filename: def[0] })
        .call(module.exports, module.exports, require, module, def[0], def[0].replace(/\\/[^/]*$/, ''));
    } catch (e) {
      cache[id] = undefined; // as node does: a module that failed to load is not cached
      throw e;
    }
    module.loaded = true;
    return module.exports;
  };
  var env = function (name) { return load(ENTRIES[name]); };
  env.has = function (name) { return has(ENTRIES, name); };
  env.loading = function (name) { var m = cache[ENTRIES[name]]; return !!m && !m.loaded; };
  return env;
})(require);
require = (function (hostRequire) {
  var r = function require(id) { return __ckEnv.has(id) ? __ckEnv(id) : hostRequire(id); };
  r.resolve = hostRequire.resolve; r.cache = hostRequire.cache; r.main = hostRequire.main;
  return r;
})(require);
(function (g) {
  var lazy = function (name, pkg, key) {
    var settle = function (v) { Object.defineProperty(g, name, { value: v, writable: true, enumerable: true, configurable: true }); };
    Object.defineProperty(g, name, {
      enumerable: true,
      configurable: true,
      get: function () {
        // read while its own package is loading (lodash keeps the previous global _ for noConflict)
        if (__ckEnv.loading(pkg)) return undefined;
        var m = __ckEnv(pkg);
        var v = key === null ? m : m[key];
        settle(v);
        return v;
      },
      set: settle,
    });
  };
${globals}})(globalThis);
`;
}

let cached: string | null = null;

/** The environment's source (prelude lines placed before the user's code), built on first use and cached. */
export function javascriptEnvPrelude(): string {
  cached ??= build();
  return cached;
}
