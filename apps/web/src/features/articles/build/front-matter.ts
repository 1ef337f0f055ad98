import { parse } from 'yaml';
import { z } from 'zod';

export const articleFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().regex(/^[a-z0-9-]+$/, 'a lucide icon name in kebab-case'),
  color: z.string().regex(/^[a-z]+$/, 'a Tailwind colour name'),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---` YAML front matter from the body and validates it; throws with the file name on bad data. */
export function parseFrontMatter(markdown: string, fileName: string): { data: ArticleFrontMatter; body: string } {
  const match = FRONT_MATTER.exec(markdown);
  if (!match) throw new Error(`${fileName}: missing YAML front matter`);
  const result = articleFrontMatterSchema.safeParse(parse(match[1] ?? ''));
  if (!result.success) {
    throw new Error(
      `${fileName}: invalid front matter: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return { data: result.data, body: markdown.slice(match[0].length) };
}
