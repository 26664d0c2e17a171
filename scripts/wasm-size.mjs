// Where the bytes of a wasm module go: by section, by crate (and by game
// module of this crate), the largest functions, and the data segments.
//
//   node scripts/wasm-size.mjs [file.wasm] [--top 25] [--json]
//
// Needs a module that still has its name section: the cargo output
// target/wasm-<route>/wasm32-unknown-unknown/wasm/spieltisch.wasm (before
// wasm-bindgen strips the names), the default. Function names are the
// (demangled or legacy-mangled) Rust paths; a function is charged to the game
// module whose path it names (`games::dschingis_khan::…`, also inside
// `<… as serde::Serialize>` instantiations), else to the first crate named.
// Gzipped figures per group are the group's code bodies gzipped together:
// they show the share, they do not add up to the file's gzipped size.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function reader(bytes) {
  let at = 0;
  const r = {
    get at() { return at; },
    set at(v) { at = v; },
    byte: () => bytes[at++],
    u32() {
      let result = 0, shift = 0, b;
      do { b = bytes[at++]; result |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80);
      return result >>> 0;
    },
    bytes(n) { const out = bytes.subarray(at, at + n); at += n; return out; },
    name() { return Buffer.from(r.bytes(r.u32())).toString('utf8'); },
    skipLimits() { const flags = r.u32(); r.u32(); if (flags & 1) r.u32(); },
    skipConstExpr() { while (bytes[at++] !== 0x0b) { /* i32.const and friends, up to `end` */ } },
  };
  return r;
}

const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'];

/** Parses the parts that carry size: sections, function bodies, names, data segments. */
export function parseWasm(bytes) {
  const r = reader(bytes);
  r.at = 8;
  const sections = [];
  const bodies = [];
  const names = new Map();
  const data = [];
  let imported = 0;
  while (r.at < bytes.length) {
    const id = r.byte();
    const size = r.u32();
    const start = r.at;
    let label = SECTION_NAMES[id] ?? `#${id}`;
    if (id === 0) {
      const name = r.name();
      label = `custom "${name}"`;
      if (name === 'name') {
        while (r.at < start + size) {
          const sub = r.byte();
          const len = r.u32();
          const end = r.at + len;
          if (sub === 1) {
            for (let n = r.u32(); n > 0; n--) { const idx = r.u32(); names.set(idx, r.name()); }
          }
          r.at = end;
        }
      }
    } else if (id === 2) {
      for (let n = r.u32(); n > 0; n--) {
        r.name(); r.name();
        const kind = r.byte();
        if (kind === 0) { r.u32(); imported++; } else if (kind === 1) { r.byte(); r.skipLimits(); } else if (kind === 2) r.skipLimits(); else { r.byte(); r.byte(); }
      }
    } else if (id === 10) {
      const count = r.u32();
      for (let i = 0; i < count; i++) {
        const len = r.u32();
        bodies.push({ index: imported + i, bytes: bytes.subarray(r.at, r.at + len) });
        r.at += len;
      }
    } else if (id === 11) {
      for (let n = r.u32(); n > 0; n--) {
        const flags = r.u32();
        if (flags === 2) r.u32();
        if (flags !== 1) r.skipConstExpr();
        data.push(r.bytes(r.u32()));
      }
    }
    sections.push({ label, size: size + (start - (start - 1)) + lebLength(size) });
    r.at = start + size;
  }
  for (const b of bodies) b.name = names.get(b.index) ?? `func[${b.index}]`;
  return { sections, bodies, data, hasNames: names.size > 0 };
}

function lebLength(n) { let len = 1; while (n >= 0x80) { n >>>= 7; len++; } return len; }

/** Legacy Rust mangling (_ZN…E) to a readable path; demangled names pass through. */
export function demangle(name) {
  const m = name.match(/^_?_ZN(.*)E$/);
  if (!m) return name.replace(/\[[0-9a-f]{1,16}\]/g, '');
  const parts = [];
  let rest = m[1];
  while (rest.length) {
    const len = rest.match(/^\d+/);
    if (!len) break;
    const n = Number(len[0]);
    parts.push(rest.slice(len[0].length, len[0].length + n));
    rest = rest.slice(len[0].length + n);
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1) ?? '')) parts.pop();
  return parts.join('::')
    .replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>').replace(/\$u20\$/g, ' ').replace(/\$RF\$/g, '&')
    .replace(/\$BP\$/g, '*').replace(/\$C\$/g, ',').replace(/\$u7b\$/g, '{').replace(/\$u7d\$/g, '}')
    .replace(/\$u27\$/g, "'").replace(/\$u5b\$/g, '[').replace(/\$u5d\$/g, ']').replace(/\$u3b\$/g, ';')
    .replace(/\$u21\$/g, '!').replace(/\$u2b\$/g, '+').replace(/\.\./g, '::').replace(/^_</, '<');
}

/** Identifiers of a v0-mangled name (`_R…`): crate roots `C[s<hash>_]<len><name>` and path parts `<len><name>`. */
function v0Crates(name) {
  const crates = [];
  for (const m of name.matchAll(/C(?:s[0-9A-Za-z]*_)?(\d+)/g)) {
    const len = Number(m[1]);
    const start = m.index + m[0].length;
    const ident = name.slice(start, start + len);
    if (/^[A-Za-z_]\w*$/.test(ident) && ident.length === len) crates.push(ident);
  }
  return crates;
}

/** The group a function's bytes are charged to: a game module, the API, else the first crate named. */
export function groupOf(name, readable = demangle(name)) {
  if (/^__wbindgen_describe/.test(name)) return 'wasm-bindgen descriptors (dropped by wasm-bindgen)';
  if (/^(__wbindgen|__wbg|__externref)/.test(name)) return 'wasm_bindgen';
  const game = name.match(/10spieltisch5games(\d+)/);
  if (game) {
    const at = game.index + game[0].length;
    return `spieltisch::games::${name.slice(at, at + Number(game[1]))}`;
  }
  const plainGame = readable.match(/spieltisch::games::(\w+)/);
  if (plainGame) return `spieltisch::games::${plainGame[1]}`;
  if (/10spieltisch3api|spieltisch::api\b/.test(name + readable)) return 'spieltisch::api';
  if (/10spieltisch4wasm|spieltisch::wasm\b/.test(name + readable)) return 'spieltisch::wasm';
  const crate = name.startsWith('_R') ? v0Crates(name)[0] : readable.match(/[A-Za-z_][\w]*(?=::)/)?.[0];
  if (!crate) return name.startsWith('func[') ? '(unnamed)' : `(other: ${name.replace(/[^A-Za-z_].*$/, '') || 'symbols'})`;
  return crate === 'spieltisch' ? 'spieltisch (engine, rng, playout)' : crate;
}

const gz = (chunks) => zlib.gzipSync(Buffer.concat(chunks), { level: 9 }).length;

export function profile(bytes, { top = 25 } = {}) {
  const wasm = parseWasm(bytes);
  const groups = new Map();
  for (const b of wasm.bodies) {
    b.readable = demangle(b.name);
    const g = groupOf(b.name, b.readable);
    if (!groups.has(g)) groups.set(g, { group: g, functions: 0, bytes: 0, chunks: [] });
    const entry = groups.get(g);
    entry.functions++;
    entry.bytes += b.bytes.length;
    entry.chunks.push(b.bytes);
  }
  const codeBytes = wasm.bodies.reduce((s, b) => s + b.bytes.length, 0);
  const byGroup = [...groups.values()].map((g) => ({ group: g.group, functions: g.functions, bytes: g.bytes, gzip: gz(g.chunks) }))
    .sort((a, b) => b.bytes - a.bytes);
  const dataBytes = wasm.data.reduce((s, d) => s + d.length, 0);
  const dataText = Buffer.concat(wasm.data).toString('latin1');
  const panicPaths = new Set(dataText.match(/(?:src|\/cargo\/registry\/src|\/rustc\/src)[\w./@-]*\.rs/g) ?? []);
  return {
    file: { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, hasNames: wasm.hasNames },
    sections: wasm.sections,
    code: { functions: wasm.bodies.length, bytes: codeBytes },
    data: { segments: wasm.data.length, bytes: dataBytes, gzip: gz(wasm.data), sourcePaths: panicPaths.size },
    byGroup,
    largest: [...wasm.bodies].sort((a, b) => b.bytes.length - a.bytes.length).slice(0, top)
      .map((b) => ({ bytes: b.bytes.length, name: b.readable.slice(0, 160) })),
  };
}

function defaultWasm() {
  const target = path.join(ROOT, 'target');
  const found = fs.existsSync(target) ? fs.readdirSync(target).filter((d) => d.startsWith('wasm-'))
    .map((d) => path.join(target, d, 'wasm32-unknown-unknown', 'wasm', 'spieltisch.wasm')).filter((f) => fs.existsSync(f)) : [];
  return found.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 25;
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? defaultWasm();
  if (!file) {
    console.error('no wasm given and no cargo wasm output under target/: run bash scripts/build-wasm.sh first');
    process.exit(1);
  }
  const p = profile(fs.readFileSync(file), { top });
  if (args.includes('--json')) {
    console.log(JSON.stringify(p, null, 1));
    process.exit(0);
  }
  const f = (n) => n.toLocaleString('en-US');
  console.log(`${path.relative(process.cwd(), file)}: ${f(p.file.raw)} bytes, ${f(p.file.gzip)} gzipped${p.file.hasNames ? '' : ' (no name section: functions are unnamed)'}`);
  console.log('\nsections:');
  for (const s of p.sections) console.log(`  ${s.label.padEnd(28)} ${f(s.size).padStart(10)}`);
  console.log(`\ncode: ${f(p.code.functions)} functions, ${f(p.code.bytes)} bytes; data: ${f(p.data.bytes)} bytes (${f(p.data.gzip)} gzipped), ${p.data.sourcePaths} source paths of panic locations`);
  console.log('\ncode by crate / game module (gzip: the group alone):');
  console.log(`  ${'group'.padEnd(40)} ${'functions'.padStart(9)} ${'bytes'.padStart(9)} ${'share'.padStart(6)} ${'gzip'.padStart(8)}`);
  for (const g of p.byGroup) {
    console.log(`  ${g.group.padEnd(40)} ${String(g.functions).padStart(9)} ${f(g.bytes).padStart(9)} ${`${((100 * g.bytes) / p.code.bytes).toFixed(1)}%`.padStart(6)} ${f(g.gzip).padStart(8)}`);
  }
  console.log(`\nlargest functions:`);
  for (const l of p.largest) console.log(`  ${f(l.bytes).padStart(8)}  ${l.name}`);
}

/**
 * The size section of scripts/bench.sh (markdown): the shipped files raw and
 * gzipped, then code per game module and per dependency, from the same build
 * with its names kept (`named`), and the budget verdict.
 */
export function sizeReport({ shipped, glue, named, budget, modules = [] }) {
  const f = (n) => n.toLocaleString('en-US');
  const gz = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
  const wasm = fs.readFileSync(shipped);
  const gzip = gz(wasm);
  const js = fs.readFileSync(glue);
  const p = profile(fs.readFileSync(named), { top: 10 });
  const lines = [];
  // What a visitor downloads: the shared bindings and the module of the game
  // they open (www/js/shell/engine.js); the all-in-one is for node and npm.
  const sized = modules.map((m) => { const bytes = fs.readFileSync(m.path); return { ...m, raw: bytes.length, gzip: gz(bytes) }; });
  lines.push(`| file | raw bytes | gzip -9 |`, `| --- | ---: | ---: |`);
  for (const m of sized) lines.push(`| \`pkg/games/${m.game}.wasm\` (what the page loads for ${m.game}) | ${f(m.raw)} | **${f(m.gzip)}** |`);
  lines.push(`| \`pkg/spieltisch.js\` (bindings, shared by every module) | ${f(js.length)} | ${f(gz(js))} |`);
  lines.push(`| \`pkg/spieltisch_bg.wasm\` (every game; node and npm only, never loaded by the page) | ${f(wasm.length)} | ${f(gzip)} |`);
  lines.push('', `Inside the wasm: code ${f(p.code.bytes)} bytes (${f(p.code.functions)} functions), data ${f(p.data.bytes)} bytes`
    + ` (${f(p.data.gzip)} gzipped; strings of error messages, panic locations, tables).`
    + ' Code by game module and by dependency (`node scripts/wasm-size.mjs` on the same build with its name section;'
    + ' a game module\'s row includes the serde code generated for its types; "gzip alone" is that code compressed by itself,'
    + ' so the rows do not add up to the file\'s gzipped size):', '');
  lines.push('| code of | functions | raw bytes | share | gzip alone |', '| --- | ---: | ---: | ---: | ---: |');
  const shown = p.byGroup.filter((g) => g.bytes / p.code.bytes >= 0.005);
  const rest = p.byGroup.filter((g) => !shown.includes(g));
  for (const g of shown) lines.push(`| ${g.group} | ${g.functions} | ${f(g.bytes)} | ${((100 * g.bytes) / p.code.bytes).toFixed(1)}% | ${f(g.gzip)} |`);
  if (rest.length) {
    const bytes = rest.reduce((s, g) => s + g.bytes, 0);
    lines.push(`| ${rest.length} smaller groups | ${rest.reduce((s, g) => s + g.functions, 0)} | ${f(bytes)} | ${((100 * bytes) / p.code.bytes).toFixed(1)}% | |`);
  }
  lines.push('', 'Largest functions:', '');
  for (const l of p.largest) lines.push(`- ${f(l.bytes)} bytes: \`${l.name.replace(/`/g, "'")}\``);
  // The budget holds for what one visit downloads: the largest game module
  // (the all-in-one when there are no game modules).
  const largest = sized.length ? sized.reduce((a, b) => (b.gzip > a.gzip ? b : a)) : { game: 'every game', gzip };
  const over = largest.gzip > budget;
  const verdict = over
    ? `WARNING: the gzipped wasm of ${largest.game} is ${f(largest.gzip)} bytes, over the budget of ${f(budget)} bytes (issue 12).`
    : `The largest gzipped wasm a visit loads (${largest.game}, ${f(largest.gzip)} bytes) is within the budget of ${f(budget)} bytes.`;
  lines.push('', verdict);
  return { markdown: lines.join('\n'), over, verdict, gzip: largest.gzip };
}
