// Runs INSIDE the sandbox: transpiles every .ts argument into out/<name>.js with the
// `typescript` package bound read-only at /opt/typescript. Type errors are not checked
// (transpile only, like ts-node --transpile-only); syntax errors fail the compile.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const ts = require('/opt/typescript/lib/typescript.js');

let failed = false;
for (const file of process.argv.slice(2)) {
  const source = fs.readFileSync(file, 'utf8');
  const result = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      sourceMap: false,
    },
  });
  const diags = result.diagnostics || [];
  if (diags.length > 0) {
    failed = true;
    process.stderr.write(
      ts.formatDiagnostics(diags, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => '/box',
        getNewLine: () => '\n',
      }),
    );
    continue;
  }
  fs.writeFileSync(path.join('out', file.replace(/\.(ts|mts|cts)$/, '.js')), result.outputText);
}
process.exit(failed ? 1 : 0);
