import { COMPILER_LANGUAGES, type CompilerLanguage } from '@codingkaro/contracts';

export type { CompilerLanguage };

/** How the Format button works for a language. */
export type FormatterKind = 'prettier' | 'server' | 'none';

export interface LanguageInfo {
  id: CompilerLanguage;
  label: string;
  /** spec 3's version, shown until the server reports the installed one */
  specVersion: string;
  extension: string;
  formatter: FormatterKind;
  hello: string;
}

const info = (
  id: CompilerLanguage,
  label: string,
  specVersion: string,
  extension: string,
  formatter: FormatterKind,
  hello: string,
) => ({
  id,
  label,
  specVersion,
  extension,
  formatter,
  hello,
});

/** The ten languages in the selector's order, each with its hello-world sample (spec 3). */
export const LANGUAGES: Record<CompilerLanguage, LanguageInfo> = {
  javascript: info('javascript', 'JavaScript', '18.15.0', 'js', 'prettier', 'console.log("Hello, World!");\n'),
  python: info('python', 'Python', '3.10.0', 'py', 'none', 'print("Hello, World!")\n'),
  java: info(
    'java',
    'Java',
    '15.0.2',
    'java',
    'server',
    'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, World!");\n  }\n}\n',
  ),
  cpp: info(
    'cpp',
    'C++',
    '10.2.0',
    'cpp',
    'server',
    '#include <iostream>\n\nint main() {\n  std::cout << "Hello, World!" << std::endl;\n  return 0;\n}\n',
  ),
  c: info(
    'c',
    'C',
    '10.2.0',
    'c',
    'server',
    '#include <stdio.h>\n\nint main() {\n  printf("Hello, World!\\n");\n  return 0;\n}\n',
  ),
  go: info(
    'go',
    'Go',
    '1.16.2',
    'go',
    'server',
    'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, World!")\n}\n',
  ),
  rust: info('rust', 'Rust', '1.68.2', 'rs', 'server', 'fn main() {\n    println!("Hello, World!");\n}\n'),
  typescript: info(
    'typescript',
    'TypeScript',
    '5.0.3',
    'ts',
    'prettier',
    'const greeting: string = "Hello, World!";\nconsole.log(greeting);\n',
  ),
  php: info('php', 'PHP', '8.2.3', 'php', 'none', '<?php\n\necho "Hello, World!\\n";\n'),
  ruby: info('ruby', 'Ruby', '3.0.1', 'rb', 'none', 'puts "Hello, World!"\n'),
};

export const LANGUAGE_ORDER: readonly CompilerLanguage[] = COMPILER_LANGUAGES;
export const DEFAULT_LANGUAGE: CompilerLanguage = 'javascript';

export const isCompilerLanguage = (value: unknown): value is CompilerLanguage =>
  typeof value === 'string' && (COMPILER_LANGUAGES as readonly string[]).includes(value);

/** Why Format is unavailable for a language, or null when it works. */
export function formatUnavailableReason(language: CompilerLanguage): string | null {
  return LANGUAGES[language].formatter === 'none'
    ? `No formatter is installed for ${LANGUAGES[language].label} on this server.`
    : null;
}
