// gen.mjs writes the @dsnp/parquetjs fixtures of
// parquet/testdata/writers/parquetjs: one table of 200 rows (every type
// parquetjs writes) written under each option set of `fixtures`, and
// parquetjs's own reading of each file, as gzipped JSON lines
// (parquetjs.jsonl.gz) in the canonical form TestWriterFiles
// (parquet/writers_test.go) compares quiver's reading with.
//
// Run it from this directory: npm ci && node gen.mjs (see ../README.md).
process.env.TZ = "UTC"; // parquetjs shifts times not adjusted to UTC by the local zone
import fs from "node:fs";
import zlib from "node:zlib";
import parquet from "@dsnp/parquetjs";
import { serialize as bsonSerialize } from "bson";

const ROWS = 200;

// rand is a small deterministic generator (mulberry32), so the files are
// the same on every run.
let seed = 0x50514a53;
function rand() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const intn = (n) => Math.floor(rand() * n);
const between = (lo, hi) => lo + intn(hi - lo + 1);
const u32 = () => BigInt(intn(2 ** 32));
const u64 = () => (u32() << 32n) | u32();
const i64 = () => BigInt.asIntN(64, u64());
const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const isNull = () => intn(7) === 0;
const words = ["", "a", "quiver", "parquetjs", "ünïcödé", "日本語", "a somewhat longer string value, to fill the pages", "x"];
const word = () => words[intn(words.length)];
const bytes = (n) => Buffer.from(Uint8Array.from({ length: n }, () => intn(256)));
const list = (max, f) => Array.from({ length: intn(max + 1) }, f);
// twos is v as big-endian two's complement in n bytes (n = 0: as few as hold it).
function twos(v, n) {
  const out = [];
  for (let x = v; ; x >>= 8n) {
    out.unshift(Number(x & 0xffn));
    if (n ? out.length === n : (x >> 7n === 0n || x >> 7n === -1n)) break;
  }
  return Buffer.from(out);
}

const O = { optional: true };
const list3 = (element) => ({ type: "LIST", optional: true, fields: { list: { repeated: true, fields: { element } } } });
const schemaDef = {
  id: { type: "INT64" },
  b: { type: "BOOLEAN", ...O },
  i8: { type: "INT_8", ...O },
  i16: { type: "INT_16", ...O },
  i32: { type: "INT_32", ...O },
  i64: { type: "INT_64", ...O },
  u8: { type: "UINT_8", ...O },
  u16: { type: "UINT_16", ...O },
  u32: { type: "UINT_32", ...O },
  u64: { type: "UINT_64", ...O },
  p32: { type: "INT32", ...O },
  p64: { type: "INT64", ...O },
  f32: { type: "FLOAT", ...O },
  f64: { type: "DOUBLE", ...O },
  s: { type: "UTF8", ...O },
  req: { type: "UTF8" },
  enum: { type: "ENUM", ...O },
  js: { type: "JSON", ...O },
  bson: { type: "BSON", ...O },
  bin: { type: "BYTE_ARRAY", ...O },
  fixed: { type: "FIXED_LEN_BYTE_ARRAY", typeLength: 5, ...O },
  interval: { type: "INTERVAL", ...O },
  d: { type: "DATE", ...O },
  t_ms: { type: "TIME_MILLIS", ...O },
  t_us: { type: "TIME_MICROS", ...O },
  // statistics off: parquetjs takes their min and max of the {value, unit} objects a TIME column is given
  t_ns: { ...parquet.ParquetFieldBuilder.createTimeField({ unit: { NANOS: {} }, isAdjustedToUTC: true }, true), statistics: false },
  ts_ms: { type: "TIMESTAMP_MILLIS", ...O },
  ts_us: { type: "TIMESTAMP_MICROS", ...O },
  // precision 10, stored as INT64 (as every parquetjs decimal of precision
  // up to 18); parquetjs_v1_decimal_p9 declares it of precision 9.
  dec_s2: { type: "DECIMAL", precision: 10, scale: 2, ...O },
  dec18: { type: "DECIMAL", precision: 18, scale: 4, ...O },
  dec30: { type: "DECIMAL", precision: 30, scale: 6, ...O },
  dec20f: { type: "DECIMAL", precision: 20, scale: 3, typeLength: 9, ...O },
  rep: { type: "UTF8", repeated: true },
  li: list3({ type: "INT32", optional: true }),
  ls: list3({ type: "UTF8", optional: true }),
  st: { optional: true, fields: { a: { type: "INT32", ...O }, b: { type: "UTF8", ...O }, c: { type: "DOUBLE", ...O } } },
  lst: list3({ optional: true, fields: { x: { type: "INT64" }, y: list3({ type: "INT_16", optional: true }) } }),
  rs: { repeated: true, fields: { k: { type: "UTF8" }, v: { type: "INT32", ...O } } },
  mp: {
    type: "MAP",
    optional: true,
    fields: { key_value: { repeated: true, fields: { key: { type: "UTF8" }, value: { type: "INT32", ...O } } } },
  },
  sst: { optional: true, fields: { inner: { optional: true, fields: { k: { type: "UTF8", ...O }, v: { type: "UINT_32", ...O } } }, n: { type: "UINT_8" } } },
};

// makeRows is the table, in the forms parquetjs takes: a missing key is
// null; parquetjs writes no negative dates, times or timestamps.
function makeRows() {
  const rows = [];
  for (let id = 0; id < ROWS; id++) {
    const r = { id: BigInt(id) };
    const set = (k, f) => {
      if (!isNull()) r[k] = f();
    };
    set("b", () => intn(2) === 0);
    set("i8", () => between(-128, 127));
    set("i16", () => between(-32768, 32767));
    set("i32", () => between(-(2 ** 31), 2 ** 31 - 1));
    set("i64", i64);
    set("u8", () => intn(256));
    set("u16", () => intn(65536));
    set("u32", () => intn(2 ** 31)); // parquetjs writes UINT_32 with writeInt32LE: not above 2^31-1
    set("u64", () => u64() >> 1n); // and UINT_64 with writeBigInt64LE: not above 2^63-1
    set("p32", () => between(-(2 ** 31), 2 ** 31 - 1));
    set("p64", i64);
    set("f32", () => Math.fround(normal() * 1e4));
    set("f64", () => normal() * 1e9);
    set("s", () => word() + intn(30));
    r.req = word();
    set("enum", () => ["RED", "GREEN", "BLUE"][intn(3)]);
    set("js", () => ({ k: intn(100), w: word(), l: [intn(9), null] }));
    set("bson", () => ({ k: intn(100), w: word() }));
    set("bin", () => bytes(intn(9)));
    set("fixed", () => Buffer.from([id & 0xff, id >> 8, 0, 0xff, intn(256)]));
    set("interval", () => ({ months: 1 + intn(24), days: 1 + intn(31), milliseconds: 1 + intn(86400000) }));
    set("d", () => intn(50000));
    set("t_ms", () => intn(86400000));
    set("t_us", () => BigInt(intn(86400e6)));
    set("t_ns", () => ({ value: BigInt(intn(86400e6)) * 1000n + BigInt(intn(1000)), unit: "NANOS", isAdjustedToUTC: true }));
    set("ts_ms", () => intn(4e12));
    set("ts_us", () => BigInt(intn(4e12)) * 1000n); // whole milliseconds: parquetjs reads a Date
    set("dec_s2", () => between(-9999999, 9999999) / 100);
    set("dec18", () => between(-(2 ** 40), 2 ** 40) / 10000);
    set("dec30", () => twos((intn(2) ? -1n : 1n) * (u64() * u64()) % 10n ** 30n, 0));
    set("dec20f", () => twos((intn(2) ? -1n : 1n) * (u64() % 10n ** 20n), 9));
    r.rep = list(3, word);
    set("li", () => ({ list: list(4, () => (isNull() ? {} : { element: between(-1000, 1000) })) }));
    set("ls", () => ({ list: list(3, () => (isNull() ? {} : { element: word() })) }));
    set("st", () => {
      const o = {};
      if (!isNull()) o.a = intn(100);
      if (!isNull()) o.b = word();
      if (!isNull()) o.c = normal();
      return o;
    });
    set("lst", () => ({
      list: list(3, () => {
        if (isNull()) return {};
        const e = { x: i64() };
        if (!isNull()) e.y = { list: list(3, () => (isNull() ? {} : { element: intn(500) })) };
        return { element: e };
      }),
    }));
    r.rs = list(3, (_, k) => (isNull() ? { k: "k" + k } : { k: "k" + k, v: intn(1000) }));
    set("mp", () => ({ key_value: list(3, (_, k) => (isNull() ? { key: "m" + k } : { key: "m" + k, value: intn(100) })) }));
    set("sst", () => {
      const o = { n: intn(256) };
      if (!isNull()) {
        o.inner = {};
        if (!isNull()) o.inner.k = word();
        if (!isNull()) o.inner.v = intn(2 ** 31);
      }
      return o;
    });
    rows.push(r);
  }
  return rows;
}

// withColumns is the schema definition with f applied to every leaf.
function withColumns(def, f, prefix = "") {
  const out = {};
  for (const [k, v] of Object.entries(def)) {
    out[k] = v.fields ? { ...v, fields: withColumns(v.fields, f, prefix + k + ".") } : f(prefix + k, { ...v });
  }
  return out;
}
const compressed = (codec) => (name, leaf) => ({ ...leaf, compression: codec });

// The option sets: parquetjs compresses per column (UNCOMPRESSED, GZIP,
// SNAPPY, BROTLI), encodes PLAIN or RLE (booleans and integers, with their
// bit width), writes data pages v2 unless told otherwise, with page sizes
// and row group sizes counted in rows, and page indexes unless told not to.
// rle asks for RLE on the booleans: parquetjs also RLE-encodes INT32 and
// INT64 columns given a bit width, which the Parquet format does not define
// (RLE values are booleans only) and quiver refuses, so none here.
const rle = (name, leaf) => (leaf.type === "BOOLEAN" ? { ...leaf, encoding: "RLE", typeLength: 1 } : leaf);
// p9 declares dec_s2 of precision 9.
const p9 = (name, leaf) => (name === "dec_s2" ? { ...leaf, precision: 9, compression: "SNAPPY" } : { ...leaf, compression: "SNAPPY" });
const fixtures = [
  { name: "parquetjs_default", leaf: null, opts: {} },
  { name: "parquetjs_v1_snappy", leaf: compressed("SNAPPY"), opts: { useDataPageV2: false, rowGroupSize: 100, pageSize: 50 } },
  { name: "parquetjs_v2_gzip", leaf: compressed("GZIP"), opts: { rowGroupSize: 64 } },
  { name: "parquetjs_v2_brotli_noindex", leaf: compressed("BROTLI"), opts: { pageIndex: false, rowGroupSize: 128 } },
  { name: "parquetjs_v1_rle", leaf: (n, l) => compressed("SNAPPY")(n, rle(n, l)), opts: { useDataPageV2: false, rowGroupSize: 120, pageSize: 60 } },
  { name: "parquetjs_v2_rle", leaf: (n, l) => compressed("GZIP")(n, rle(n, l)), opts: { rowGroupSize: 120, pageSize: 60 } },
  {
    name: "parquetjs_v1_bloom_snappy",
    leaf: compressed("SNAPPY"),
    opts: { useDataPageV2: false, bloomFilters: [{ column: "s", numFilterBytes: 1024 }, { column: "i64", numFilterBytes: 1024 }] },
  },
  { name: "parquetjs_v2_bloom", leaf: null, opts: { bloomFilters: [{ column: "s", numFilterBytes: 1024 }] } },
  { name: "parquetjs_v1_decimal_p9", leaf: p9, opts: { useDataPageV2: false, rowGroupSize: 150 } },
];

// Raw wraps the text of a JSON number, written as it is.
class Raw {
  constructor(text) {
    this.text = text;
  }
}
function toJSON(v) {
  if (v === null || v === undefined) return "null";
  if (v instanceof Raw) return v.text;
  if (typeof v === "bigint") return v.toString();
  if (Array.isArray(v)) return "[" + v.map(toJSON).join(",") + "]";
  if (typeof v === "object") {
    return "{" + Object.keys(v).map((k) => JSON.stringify(k) + ":" + toJSON(v[k])).join(",") + "}";
  }
  return JSON.stringify(v);
}
const hex = (b) => Buffer.from(b).toString("hex").toUpperCase();
const num = (x) => new Raw(typeof x === "bigint" ? x.toString() : String(x));
// unscaledText is the decimal of unscaled integer u and scale s.
function unscaledText(u, s) {
  const a = (u < 0n ? -u : u).toString().padStart(s + 1, "0");
  return (u < 0n ? "-" : "") + (s ? a.slice(0, -s) + "." + a.slice(-s) : a);
}
function fromTwos(b) {
  let v = 0n;
  for (const x of b) v = (v << 8n) | BigInt(x);
  if (b.length && b[0] & 0x80) v -= 1n << BigInt(8 * b.length);
  return v;
}

// canon is the canonical form of value v that parquetjs read for field
// definition f.
function canon(f, v) {
  if (f.repeated) return (v ?? []).map((x) => canon({ ...f, repeated: false }, x));
  if (v === null || v === undefined) return null;
  if (f.type === "LIST") {
    const elem = f.fields.list.fields.element;
    return (v.list ?? []).map((x) => canon(elem, x.element));
  }
  if (f.type === "MAP") {
    const kv = f.fields.key_value.fields;
    const out = {};
    for (const e of v.key_value ?? []) out[e.key] = canon(kv.value, e.value);
    return out;
  }
  if (f.fields) {
    const out = {};
    for (const [k, sub] of Object.entries(f.fields)) out[k] = canon(sub, v[k]);
    return out;
  }
  switch (f.type) {
    case "DATE":
      return num(Math.round(v.getTime() / 86400000));
    case "TIMESTAMP_MILLIS":
    case "TIMESTAMP_MICROS":
      return num(BigInt(v.getTime()) * 1000000n);
    case "TIME_MILLIS":
      return num(BigInt(v) * 1000000n);
    case "TIME_MICROS":
      return num(BigInt(v) * 1000n);
    case "JSON":
      return JSON.stringify(v);
    case "BSON":
      return hex(bsonSerialize(v));
    case "INTERVAL": {
      const b = Buffer.alloc(12);
      b.writeUInt32LE(v.months, 0);
      b.writeUInt32LE(v.days, 4);
      b.writeUInt32LE(v.milliseconds, 8);
      return hex(b);
    }
    case "DECIMAL":
      // INT32 and INT64 decimals come as numbers, the others as their bytes.
      if (typeof v === "number") return new Raw(v.toFixed(f.scale));
      return new Raw(unscaledText(fromTwos(v), f.scale));
  }
  if (typeof v === "string" || typeof v === "boolean") return v;
  if (v instanceof Uint8Array) return hex(v);
  if (typeof v === "number" || typeof v === "bigint") return num(v);
  throw new Error(`no canonical form for ${f.type} value ${v}`);
}

async function reading(path) {
  const reader = await parquet.ParquetReader.openFile(path);
  const cursor = reader.getCursor();
  let out = "";
  for (let r; (r = await cursor.next()); ) {
    const row = {};
    for (const [k, f] of Object.entries(schemaDef)) row[k] = canon(f, r[k]);
    out += toJSON(row) + "\n";
  }
  await reader.close();
  return out;
}

const rows = makeRows();
const groups = [];
for (const fx of fixtures) {
  const schema = new parquet.ParquetSchema(fx.leaf ? withColumns(schemaDef, fx.leaf) : schemaDef);
  const file = fx.name + ".parquet";
  const path = "../" + file;
  const writer = await parquet.ParquetWriter.openFile(schema, path, fx.opts);
  if (fx.opts.rowGroupSize) writer.setRowGroupSize(fx.opts.rowGroupSize);
  if (fx.opts.pageSize) writer.setPageSize(fx.opts.pageSize);
  for (const r of rows) await writer.appendRow(structuredClone(r));
  await writer.close();
  let lines;
  try {
    lines = await reading(path);
  } catch (e) {
    console.error(`${file}: parquetjs cannot read it back: ${e.message}`);
    continue;
  }
  const g = groups.find((g) => g.lines === lines);
  if (fx.name === "parquetjs_default") checkTable(rows, lines);
  if (g) g.files.push(file);
  else groups.push({ files: [file], lines });
  console.error(`${file}: ${fs.statSync(path).size} bytes`);
}
let out = "";
for (const g of groups) {
  for (const f of g.files) out += JSON.stringify({ "#file": f }) + "\n";
  out += g.lines;
}
fs.writeFileSync("../parquetjs.jsonl.gz", zlib.gzipSync(out, { level: 9 }));
console.error(`parquetjs.jsonl.gz: ${groups.length} distinct readings of ${fixtures.length} files`);

// checkTable checks the columns of the reading whose canonical form is
// plain to make from the table written: the 64-bit integers, the
// nanosecond times, the microsecond timestamps and the decimals.
function checkTable(rows, lines) {
  const want = {
    i64: (v) => v.toString(),
    u64: (v) => v.toString(),
    p64: (v) => v.toString(),
    t_ns: (v) => v.value.toString(),
    ts_us: (v) => (v * 1000n).toString(),
    // parquetjs stores a decimal given as a number as the floor of the
    // number times 10^scale, in floating point: 82494.93 becomes 8249492.
    dec_s2: (v) => unscaledText(BigInt(Math.floor(v * 100)), 2),
    dec30: (v) => unscaledText(fromTwos(v), 6),
    dec20f: (v) => unscaledText(fromTwos(v), 3),
  };
  lines.trim().split("\n").forEach((line, i) => {
    for (const [k, f] of Object.entries(want)) {
      const m = new RegExp(`"${k}":(null|-?[0-9.]+)`).exec(line);
      const w = rows[i][k] === undefined ? "null" : f(rows[i][k]);
      if (m[1] !== w) throw new Error(`row ${i} column ${k}: read ${m[1]}, written ${w}`);
    }
  });
}
