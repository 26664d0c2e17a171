// One section of BENCHMARKS.md that a bench script writes (`--write`): between
// `<!-- name:start (written by node bench/<script> --write) -->` and
// `<!-- name:end -->`, replaced where it stands, else put before the section
// `before` names (or at the end).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'BENCHMARKS.md');

/**
 * @param {{name: string, script: string, title: string, intro: string, table: string, before?: string | null}} o
 */
export function writeSection({ name, script, title, intro, table, before = null }) {
  let text = fs.readFileSync(FILE, 'utf8');
  const begin = `<!-- ${name}:start (written by node bench/${script} --write) -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${begin}\n## ${title}\n\n${intro}\n\n${table}\n${end}`;
  const at = text.indexOf(`<!-- ${name}:start`);
  const ahead = before === null ? -1 : text.indexOf(`<!-- ${before}:start`);
  if (at >= 0) text = text.slice(0, at) + section + text.slice(text.indexOf(end, at) + end.length);
  else if (ahead >= 0) text = `${text.slice(0, ahead)}${section}\n\n${text.slice(ahead)}`;
  else text = `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(FILE, text);
}
