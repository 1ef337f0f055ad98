import path from 'node:path';
import { BASE_ENV, bindIfOutsideSystem, filesWithExt, nameFiles, withPath } from '../common';
import { findExecutable, firstVersion, probe, realPath } from '../host-tools';
import type { LanguageDefinition, Toolchain } from '../types';

async function detect(): Promise<Toolchain | null> {
  const found = findExecutable('go');
  const go = found ? realPath(found) : null;
  if (!go) return null;
  const version = firstVersion(await probe(go, ['version']));
  if (!version) return null;
  const goroot = path.dirname(path.dirname(go));
  return {
    version,
    bin: { go, gofmt: path.join(goroot, 'bin', 'gofmt') },
    binds: bindIfOutsideSystem(goroot),
    env: {
      ...BASE_ENV,
      PATH: withPath([path.dirname(go)]),
      GOROOT: goroot,
      GOCACHE: '/tmp/go-build',
      GOPATH: '/tmp/go',
      GO111MODULE: 'off',
      CGO_ENABLED: '0',
      GOTOOLCHAIN: 'local',
      GOFLAGS: '-buildvcs=false',
      GOMAXPROCS: '2',
    },
  };
}

export const go: LanguageDefinition = {
  id: 'go',
  aliases: ['golang'],
  extension: 'go',
  compiled: true,
  compileSignature: 'go build -ldflags=-s -w',
  extraAddressSpaceBytes: 4 * 1024 ** 3,
  detect,
  prepare: (files) => nameFiles(files, 'main.go'),
  compileCommand: ({ toolchain, sources }) => [
    toolchain.bin.go!,
    'build',
    '-ldflags=-s -w',
    '-o',
    'out/main',
    ...filesWithExt(sources, '.go'),
  ],
  runCommand: ({ args }) => ['/box/main', ...args],
  formatter: { name: 'gofmt', command: (t) => (t.bin.gofmt ? [t.bin.gofmt] : null) },
  samples: {
    hello: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, World!")\n}\n',
    echoStdin: 'package main\n\nimport (\n\t"io"\n\t"os"\n)\n\nfunc main() {\n\tio.Copy(os.Stdout, os.Stdin)\n}\n',
  },
};
