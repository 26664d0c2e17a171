// The time of every browser test file and what it spends (issue 33): each
// file runs alone under `node --test` (or JOBS at a time), timed by
// /usr/bin/time (wall and CPU of node, Chromium and its renderers), with
// tests/browser/stats.mjs counting its page loads, contexts, clicks and keys,
// time spent waiting on conditions, fixed sleeps and the renderers' script,
// layout and style time. Slowest first.
//   node bench/browser-times.mjs [--write] [--jobs N] [file-substring ...]
// --write puts the table into BENCHMARKS.md ("Browser test files") and,
// when every file ran, their order into tests/browser/slowest-first.txt
// (the order scripts/test.sh starts them in); the raw
// numbers go to tests/artifacts/browser-times.json either way. Measure on an
// idle machine with --jobs 1: these are the numbers the table means.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './benchmarks-section.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const write = args.includes('--write');
const jobsAt = args.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : 1;
const filters = args.filter((a, i) => !a.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1));

const dir = path.join(ROOT, 'tests/browser');
/** A name given on the command line picks its file exactly (`fit` is fit.test.mjs, not embed-fit), else every file containing it. */
const exact = (f, s) => f === s || f === `${s}.test.mjs` || f === `${s}.mjs`;
const named = (f, s) => exact(f, s) || (!fs.readdirSync(path.join(ROOT, 'tests/browser')).some((g) => exact(g, s)) && f.includes(s));
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !filters.length || filters.some((s) => named(f, s))).sort();
const statsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spieltisch-browser-stats-'));

const TICK = 100; // clock ticks a second (getconf CLK_TCK on Linux)

/** utime + stime in ticks of every process, keyed by pid, with its parent. */
function processes() {
  const all = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(pid), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch { /* gone meanwhile */ }
  }
  return all;
}

/**
 * CPU seconds of a process tree, polled: the last seen time of every process
 * that was ever below `root` (Chromium's renderers are killed, not reaped,
 * when a browser closes, so /usr/bin/time alone misses them).
 */
function treeCpu(root) {
  const seen = new Map();
  const poll = () => {
    const all = processes();
    const inside = new Set([root]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, p] of all) if (!inside.has(pid) && inside.has(p.ppid)) { inside.add(pid); grew = true; }
    }
    for (const pid of inside) if (all.has(pid)) seen.set(pid, all.get(pid).ticks);
  };
  const timer = setInterval(poll, 250);
  return () => {
    clearInterval(timer);
    return [...seen.values()].reduce((a, b) => a + b, 0) / TICK;
  };
}

/** Runs one file; resolves to {file, wall, cpu, tests, pass, fail}. */
function run(file) {
  return new Promise((resolve) => {
    const timeFile = path.join(statsDir, `${file}.time`);
    const child = spawn('/usr/bin/time', ['-f', '%e %U %S', '-o', timeFile, process.execPath, '--test', path.join(dir, file)], {
      cwd: ROOT,
      env: { ...process.env, SPIELTISCH_BROWSER_STATS: statsDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const cpuOf = treeCpu(child.pid);
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', () => {
      const polled = cpuOf();
      const [wall, user, sys] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      const num = (name) => Number(out.match(new RegExp(`^ℹ ${name} (\\d+)`, 'm'))?.[1] ?? out.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? NaN);
      const name = file.replace(/\.test\.mjs$/, '');
      let counts = {};
      try { counts = JSON.parse(fs.readFileSync(path.join(statsDir, `${name}.json`), 'utf8')); } catch { /* the file wrote none (no helpers.setup) */ }
      const row = { file, wall, cpu: Math.max(user + sys, polled), tests: num('tests'), pass: num('pass'), fail: num('fail'), ...counts };
      process.stderr.write(`${file}: ${wall.toFixed(1)} s wall, ${row.cpu.toFixed(1)} s CPU, ${row.pass}/${row.tests} passed\n`);
      if (row.fail) process.stderr.write(out.slice(-3000));
      resolve(row);
    });
  });
}

const started = Date.now();
const rows = [];
const queue = [...files];
await Promise.all(Array.from({ length: Math.max(1, jobs) }, async () => {
  while (queue.length) rows.push(await run(queue.shift()));
}));
const total = (Date.now() - started) / 1000;
rows.sort((a, b) => b.wall - a.wall);
fs.mkdirSync(path.join(ROOT, 'tests/artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'tests/artifacts/browser-times.json'), JSON.stringify({ total, jobs, rows }, null, 2));

const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f0 = (x) => (Number.isFinite(x) ? String(Math.round(x)) : '–');
const header = '| file | wall s | CPU s | tests | contexts | page loads | clicks + keys | waiting s | sleeps (s) | renderer script / layout / style s |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |';
const lines = rows.map((r) => `| ${r.file.replace(/\.test\.mjs$/, '')} | ${f1(r.wall)} | ${f1(r.cpu)} | ${r.pass}/${r.tests} | ${f0(r.contexts)} | ${f0(r.loads)} | ${f0((r.clicks ?? NaN) + (r.keys ?? NaN))} | ${f1((r.waitMs ?? NaN) / 1000)} | ${f0(r.sleeps)} (${f1((r.sleepMs ?? NaN) / 1000)}) | ${f1(r.script)} / ${f1(r.layout)} / ${f1(r.style)} |`);
const sum = (k) => rows.reduce((s, r) => s + (r[k] || 0), 0);
lines.push(`| **all ${rows.length} files** | **${f1(sum('wall'))}** | **${f1(sum('cpu'))}** | ${sum('pass')}/${sum('tests')} | ${sum('contexts')} | ${sum('loads')} | ${sum('clicks') + sum('keys')} | ${f1(sum('waitMs') / 1000)} | ${sum('sleeps')} (${f1(sum('sleepMs') / 1000)}) | ${f1(sum('script'))} / ${f1(sum('layout'))} / ${f1(sum('style'))} |`);
const table = `${header}\n${lines.join('\n')}`;
console.log(table);
console.log(`\n${rows.length} files in ${f1(total)} s, ${jobs} at a time`);

if (write) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  writeSection({
    name: 'browser-times',
    script: 'browser-times.mjs',
    title: 'Browser test files',
    intro: `Each file of tests/browser alone (\`node bench/browser-times.mjs --write\`, ${jobs} at a time; measured ${when} UTC on this 2-core machine, ${f1(total)} s in all). Wall and CPU time are node's, Chromium's and its renderers' together (/usr/bin/time, and /proc polled for the processes it cannot see); the counts come from tests/browser/stats.mjs: browser contexts opened, page loads, clicks and key presses sent, time spent waiting on conditions, fixed sleeps, and the renderers' own script, layout and style time (Chromium's performance metrics, pages of the setup() helper only). Slowest first.`,
    table,
    before: 'pace',
  });
  console.log('BENCHMARKS.md: "Browser test files" written');
  // The test command starts the slowest files first (scripts/test.sh), so
  // that no long file is left running alone at the end.
  if (!filters.length) {
    fs.writeFileSync(path.join(dir, 'slowest-first.txt'), `${rows.map((r) => r.file).join('\n')}\n`);
    console.log('tests/browser/slowest-first.txt written');
  }
}
