/**
 * Validates the site content in content/site/*.json against its schemas (packages/contracts,
 * site-content.ts). Part of `npm run content:check`; prints every problem with its file and field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BrainstormPromptsSchema,
  FlexboxLevelsSchema,
  LearningPathsSchema,
  PlatformFeaturesSchema,
  ProjectIdeasSchema,
} from '@codingkaro/contracts';
import type { ZodType } from 'zod';

const SITE_DIR = fileURLToPath(new URL('../content/site/', import.meta.url));

interface SiteFile {
  file: string;
  schema: ZodType<unknown[]>;
  /** The field that must be unique across the file's entries. */
  uniqueBy: string;
}

const files: SiteFile[] = [
  { file: 'learning-paths.json', schema: LearningPathsSchema, uniqueBy: 'id' },
  { file: 'projects.json', schema: ProjectIdeasSchema, uniqueBy: 'id' },
  { file: 'platform-features.json', schema: PlatformFeaturesSchema, uniqueBy: 'id' },
  { file: 'flexbox-levels.json', schema: FlexboxLevelsSchema, uniqueBy: 'title' },
  { file: 'ideastorm-prompts.json', schema: BrainstormPromptsSchema, uniqueBy: 'title' },
];

/** Returns the problems found in one file (empty when it is valid). */
function checkSiteFile({ file, schema, uniqueBy }: SiteFile, source: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${file}: not valid JSON (${(error as Error).message})`];
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `${file}: ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`,
    );
  }
  const seen = new Set<unknown>();
  const problems: string[] = [];
  parsed.data.forEach((entry, index) => {
    const value = (entry as Record<string, unknown>)[uniqueBy];
    if (seen.has(value)) problems.push(`${file}: ${index}.${uniqueBy}: ${JSON.stringify(value)} is used twice`);
    seen.add(value);
  });
  return problems;
}

function main() {
  const problems = files.flatMap((entry) => {
    const path = join(SITE_DIR, entry.file);
    try {
      return checkSiteFile(entry, readFileSync(path, 'utf8'));
    } catch (error) {
      return [`${entry.file}: cannot be read (${(error as Error).message})`];
    }
  });
  if (problems.length > 0) {
    console.error(`content/site: ${problems.length} problem(s)\n${problems.map((line) => `  content/site/${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`content/site: ${files.length} files valid (${files.map((entry) => entry.file).join(', ')})`);
}

main();
