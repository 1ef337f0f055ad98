#!/usr/bin/env node
// Regenerates tests.json for the judge's fixture problems with the library's generator (scripts/generate-problem-tests.mjs).
// Usage: node packages/judge/test/generate-fixture-tests.mjs [slug...]
import { join } from 'node:path';
import { generateProblemTests } from '../../../scripts/generate-problem-tests.mjs';

await generateProblemTests(join(import.meta.dirname, 'fixtures'), process.argv.slice(2));
