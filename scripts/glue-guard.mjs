// Run by scripts/build-wasm.sh on the bindings wasm-bindgen wrote
// (pkg/spieltisch.js): every `Table` method checks that `this` is a Table the
// module made (`new Table(...)` or `Table.load(...)`) before its pointer goes
// into wasm. wasm-bindgen's glue passes `this.__wbg_ptr` as it is, so a
// forged receiver (`Table.prototype.state.call({})`) reached Rust as a null
// pointer (an uncoded "null pointer passed to rust"), and one with a made-up
// `__wbg_ptr` was read as a Table from whatever the module's memory held
// there. With the guard both throw a coded Error (`not_a_table`) and nothing
// reaches wasm.
//
// The edit is exact: each anchor must appear as many times as expected, or
// the build stops (a wasm-bindgen upgrade that changes the glue must look at
// this again). scripts/check-pkg.sh rebuilds pkg/ and compares it byte for
// byte, so the committed glue is always the guarded one.
//
//   node scripts/glue-guard.mjs <spieltisch.js>

import fs from 'node:fs';

const GUARD = `
// Added by scripts/glue-guard.mjs: the Tables this module made. A method
// called on anything else throws a coded Error before wasm is touched.
const LIVE_TABLES = new WeakSet();
function tablePtr(table) {
    if (!LIVE_TABLES.has(table)) {
        const error = new Error('not a Table: call Table methods on an object from new Table() or Table.load()');
        error.code = 'not_a_table';
        throw error;
    }
    return table.__wbg_ptr;
}
`;

/** [anchor, replacement, how many times the anchor must occur (null: at least once)]. */
const EDITS = [
    ['export class Table {', `${GUARD.trimStart()}\nexport class Table {`, 1],
    ['        obj.__wbg_ptr = ptr;\n', '        obj.__wbg_ptr = ptr;\n        LIVE_TABLES.add(obj);\n', 1],
    ['        this.__wbg_ptr = ret[0];\n', '        this.__wbg_ptr = ret[0];\n        LIVE_TABLES.add(this);\n', 1],
    [/wasm\.(table_[A-Za-z]+)\(this\.__wbg_ptr/g, 'wasm.$1(tablePtr(this)', null],
];

function guard(source) {
    let out = source;
    for (const [anchor, replacement, times] of EDITS) {
        const found = typeof anchor === 'string' ? out.split(anchor).length - 1 : (out.match(anchor) || []).length;
        if (times === null ? found === 0 : found !== times) {
            throw new Error(`glue-guard: ${anchor} occurs ${found} times, expected ${times ?? 'at least 1'}: has wasm-bindgen's glue changed?`);
        }
        out = out.replace(anchor, replacement);
    }
    // Every call into wasm with a Table's pointer now goes through the guard.
    const left = out.match(/wasm\.table_[A-Za-z]+\(this\.__wbg_ptr/g);
    if (left) throw new Error(`glue-guard: unguarded calls left: ${left.join(', ')}`);
    return out;
}

const file = process.argv[2];
if (!file) {
    console.error('usage: node scripts/glue-guard.mjs <spieltisch.js>');
    process.exit(2);
}
fs.writeFileSync(file, guard(fs.readFileSync(file, 'utf8')));
