// Issue 36, point 6: the figure surfaces hold against hostile input, where
// no page is needed. What a figure's address carries
// (www/js/shell/figure-address.js): a `#state=` bomb stops at the cap while
// it inflates, a name keeps every character (a comma too) and older comma
// lists still read, names are capped as in the app, and repeated marks are
// drawn once and capped. A picture's caption wraps in linear time and loses
// no character (www/js/shell/figure-picture.js); SVG text keeps only what
// XML 1.0 allows (www/js/games/svg-context.js). The pages themselves:
// tests/browser/figure-hostile.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { zeroBomb } from './zero-bomb.mjs';
import {
  decodeState, encodeState, inflateCapped, givenNames, appendNames, highlightKeys,
  MAX_NAME, MAX_MARKS, MAX_STATE_JSON, MAX_FRAGMENT,
} from '../../www/js/shell/figure-address.js';
import { wrapLines } from '../../www/js/shell/figure-picture.js';
import { xmlChars, esc } from '../../www/js/games/svg-context.js';

test('#state=: a 1 MB fragment that inflates to 735 MB is refused at the cap, fast and without the memory', async () => {
  const text = (await zeroBomb(701)).toString('base64url');
  assert.ok(text.length <= MAX_FRAGMENT, 'the fragment is within the 1 MiB the page reads');
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  await assert.rejects(decodeState(text), (e) => e.code === 'malformed_state' && /inflated/.test(e.message));
  const ms = performance.now() - started;
  const grown = (process.memoryUsage().rss - rss) / 2 ** 20;
  assert.ok(ms < 3000, `refused after ${ms.toFixed(0)} ms`);
  assert.ok(grown < 150, `the process grew by ${grown.toFixed(0)} MB`);
});

test('#state=: inflating stops at the cap, a piece at a time; a document below it comes through whole', async () => {
  const big = zlib.deflateRawSync(Buffer.alloc(MAX_STATE_JSON + 1, 0x20));
  await assert.rejects(inflateCapped(big, MAX_STATE_JSON), (e) => e.code === 'malformed_state');
  const exact = await inflateCapped(zlib.deflateRawSync(Buffer.alloc(MAX_STATE_JSON, 0x20)), MAX_STATE_JSON);
  assert.equal(exact.length, MAX_STATE_JSON);
  // a real state document goes there and back
  const state = { game: 'chinesische-mauer', players: 3, seed: 7, log: Array.from({ length: 400 }, (_, i) => ({ i, name: 'Anna, die Große' })) };
  assert.deepEqual(await decodeState(await encodeState(state)), state);
  // not deflate, not base64, not JSON: all malformed_state
  for (const text of ['AAAA', '!!!', zlib.deflateRawSync(Buffer.from('{"game":')).toString('base64url')]) {
    await assert.rejects(decodeState(text), (e) => e.code === 'malformed_state', text);
  }
  await assert.rejects(decodeState('A'.repeat(MAX_FRAGMENT + 1)), (e) => e.code === 'malformed_state' && /1 MiB/.test(e.message));
});

test('names: one `name=` per seat keeps commas and every character; old comma lists read as before', () => {
  const names = ['Anna, die Große', 'Ben & "Bo"', '', 'Dora=1?#'];
  const params = appendNames(new URLSearchParams({ game: 'x' }), names);
  const back = givenNames(new URLSearchParams(params.toString()));
  assert.deepEqual(back, names, params.toString());
  assert.deepEqual(givenNames(new URLSearchParams('names=Anna,Ben,Cem')), ['Anna', 'Ben', 'Cem']);
  assert.deepEqual(givenNames(new URLSearchParams('names=Anna%2CBen')), ['Anna', 'Ben']);
  assert.deepEqual(givenNames(new URLSearchParams('names=Rot,,Blau')), ['Rot', 'Blau']);
  // no seat named: no parameter at all
  assert.equal(appendNames(new URLSearchParams(), ['', '']).toString(), '');
});

test('names: capped at 24 characters, as the app and the builder cap them (whole characters)', () => {
  const long = 'W'.repeat(40);
  assert.equal(givenNames(new URLSearchParams({ name: long }))[0].length, MAX_NAME);
  assert.equal(givenNames(new URLSearchParams({ names: `${long},Ben` }))[0], 'W'.repeat(MAX_NAME));
  const emoji = '😀'.repeat(30);
  const capped = givenNames(new URLSearchParams({ name: emoji }))[0];
  assert.equal(Array.from(capped).length, MAX_NAME);
  assert.ok(capped.isWellFormed(), 'no half surrogate pair');
});

test('highlight=: each key once, at most MAX_MARKS, malformed ones dropped, linear in the input', () => {
  const repeated = Array(100_000).fill('village:1');
  const started = performance.now();
  assert.deepEqual(highlightKeys(repeated), ['village:1']);
  assert.ok(performance.now() - started < 500);
  const many = Array.from({ length: 5000 }, (_, i) => `village:${i}`);
  const kept = highlightKeys(many);
  assert.equal(kept.length, MAX_MARKS);
  assert.deepEqual(kept, many.slice(0, MAX_MARKS));
  assert.deepEqual(highlightKeys([' section:2 ', 'x<y', 'section:2', `field:${'a'.repeat(200)}`, '']), ['section:2']);
});

/** A measure of 7 px a character that counts the characters it was asked to measure. */
function countingMeasure() {
  const m = (text) => {
    m.chars += text.length;
    return 7 * text.length;
  };
  m.chars = 0;
  return m;
}

test('caption: wrapped in linear time, every character kept, no line wider than asked', () => {
  for (const n of [10_000, 30_000]) {
    const words = Array.from({ length: n / 10 }, (_, i) => `w${String(i).padStart(8, '0')}`).join(' ');
    const m = countingMeasure();
    const lines = wrapLines(m, words, 580);
    assert.ok(m.chars <= 2 * words.length, `${n} characters: ${m.chars} measured (quadratic: ~${n * n / 2})`);
    assert.equal(lines.join(' '), words);
    assert.ok(lines.every((l) => 7 * l.length <= 580), 'a line wider than the picture');
  }
  // one word longer than a line: broken between characters, nothing lost, still linear
  const m = countingMeasure();
  const word = 'x'.repeat(30_000);
  const lines = wrapLines(m, `Anfang ${word} Ende`, 580);
  assert.equal(lines.join('').replace(/ /g, ''), `Anfang${word}Ende`);
  assert.ok(lines.every((l) => 7 * l.length <= 580));
  assert.ok(m.chars <= 2 * 30_020);
  assert.deepEqual(wrapLines(countingMeasure(), '  ', 580), []);
});

test('SVG text: the characters XML 1.0 forbids are dropped, everything else kept and escaped', () => {
  const bad = ['\u0001', '\u0008', '\u000B', '\u001F', '\uFFFE', '\uFFFF', '\uD800', '\uDFFF'];
  for (const c of bad) assert.equal(xmlChars(`a${c}b`), 'ab', JSON.stringify(c));
  const good = 'Anna, die Große\t\n — 😀 \uE000\uFFFD <&"> 中';
  assert.equal(xmlChars(good), good);
  assert.equal(esc('<Anna & "Ben">\u0001'), '&lt;Anna &amp; &quot;Ben&quot;&gt;');
});
