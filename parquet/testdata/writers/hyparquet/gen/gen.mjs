// gen.mjs writes the hyparquet-writer fixtures of
// parquet/testdata/writers/hyparquet: one table of 250 rows (every Parquet
// type hyparquet-writer writes from an explicit schema) written under each
// option set of `fixtures`, and hyparquet's own reading of each file, as
// gzipped JSON lines (hyparquet.jsonl.gz) in the canonical form
// TestWriterFiles (parquet/writers_test.go) compares quiver's reading with.
//
// Run it from this directory: npm ci && node gen.mjs (see ../README.md).
import fs from "node:fs";
import zlib from "node:zlib";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { ByteWriter, parquetWrite } from "hyparquet-writer";

const ROWS = 250;

// rand is a small deterministic generator (mulberry32), so the files are
// the same on every run.
let seed = 0x48595052;
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
const opt = (f) => (isNull() ? null : f());
const words = ["", "a", "quiver", "hyparquet", "ünïcödé", "日本語", "a somewhat longer string value, to fill the pages", "x"];
const word = () => words[intn(words.length)];
const bytes = (n) => Uint8Array.from({ length: n }, () => intn(256));
const list = (max, f) => Array.from({ length: intn(max + 1) }, f);
// unscaled decimals below 1e14: hyparquet reads decimals as JS numbers,
// which hold those exactly enough to give back every digit (see reading).
const unscaled = () => (intn(2) ? -1n : 1n) * (BigInt(intn(1e7)) * 10000000n + BigInt(intn(1e7)));

const opt_ = (name, type, more = {}) => ({ name, type, repetition_type: "OPTIONAL", ...more });
const listOf = (name, element, repetition = "OPTIONAL") => [
  { name, repetition_type: repetition, converted_type: "LIST", logical_type: { type: "LIST" }, num_children: 1 },
  { name: "list", repetition_type: "REPEATED", num_children: 1 },
  ...element,
];

// The schema, explicit: hyparquet-writer writes the physical types with
// the converted and logical types given here.
const columnSchemas = [
  { name: "id", type: "INT64", repetition_type: "REQUIRED" },
  opt_("b", "BOOLEAN"),
  opt_("i8", "INT32", { converted_type: "INT_8", logical_type: { type: "INTEGER", bitWidth: 8, isSigned: true } }),
  opt_("i16", "INT32", { converted_type: "INT_16", logical_type: { type: "INTEGER", bitWidth: 16, isSigned: true } }),
  opt_("i32", "INT32"),
  opt_("i64", "INT64"),
  opt_("u8", "INT32", { converted_type: "UINT_8", logical_type: { type: "INTEGER", bitWidth: 8, isSigned: false } }),
  opt_("u16", "INT32", { converted_type: "UINT_16", logical_type: { type: "INTEGER", bitWidth: 16, isSigned: false } }),
  opt_("u32", "INT32", { converted_type: "UINT_32", logical_type: { type: "INTEGER", bitWidth: 32, isSigned: false } }),
  opt_("u64", "INT64", { converted_type: "UINT_64", logical_type: { type: "INTEGER", bitWidth: 64, isSigned: false } }),
  opt_("f16", "FIXED_LEN_BYTE_ARRAY", { type_length: 2, logical_type: { type: "FLOAT16" } }),
  opt_("f32", "FLOAT"),
  opt_("f64", "DOUBLE"),
  opt_("s", "BYTE_ARRAY", { converted_type: "UTF8", logical_type: { type: "STRING" } }),
  { name: "req", type: "BYTE_ARRAY", repetition_type: "REQUIRED", converted_type: "UTF8" },
  opt_("enum", "BYTE_ARRAY", { converted_type: "ENUM", logical_type: { type: "ENUM" } }),
  opt_("js", "BYTE_ARRAY", { converted_type: "JSON", logical_type: { type: "JSON" } }),
  opt_("bin", "BYTE_ARRAY"),
  opt_("uuid", "FIXED_LEN_BYTE_ARRAY", { type_length: 16, logical_type: { type: "UUID" } }),
  opt_("fixed", "FIXED_LEN_BYTE_ARRAY", { type_length: 5 }),
  opt_("d", "INT32", { converted_type: "DATE", logical_type: { type: "DATE" } }),
  opt_("t_ms", "INT32", { converted_type: "TIME_MILLIS", logical_type: { type: "TIME", isAdjustedToUTC: true, unit: "MILLIS" } }),
  opt_("t_us", "INT64", { converted_type: "TIME_MICROS", logical_type: { type: "TIME", isAdjustedToUTC: true, unit: "MICROS" } }),
  opt_("t_ns", "INT64", { logical_type: { type: "TIME", isAdjustedToUTC: false, unit: "NANOS" } }),
  opt_("ts_ms", "INT64", { converted_type: "TIMESTAMP_MILLIS", logical_type: { type: "TIMESTAMP", isAdjustedToUTC: true, unit: "MILLIS" } }),
  opt_("ts_us", "INT64", { converted_type: "TIMESTAMP_MICROS", logical_type: { type: "TIMESTAMP", isAdjustedToUTC: true, unit: "MICROS" } }),
  opt_("ts_ns", "INT64", { logical_type: { type: "TIMESTAMP", isAdjustedToUTC: true, unit: "NANOS" } }),
  opt_("ts_local", "INT64", { logical_type: { type: "TIMESTAMP", isAdjustedToUTC: false, unit: "MICROS" } }),
  opt_("dec9", "INT32", { converted_type: "DECIMAL", precision: 9, scale: 2, logical_type: { type: "DECIMAL", precision: 9, scale: 2 } }),
  opt_("dec18", "INT64", { converted_type: "DECIMAL", precision: 18, scale: 4, logical_type: { type: "DECIMAL", precision: 18, scale: 4 } }),
  opt_("dec30", "FIXED_LEN_BYTE_ARRAY", { type_length: 13, converted_type: "DECIMAL", precision: 30, scale: 6, logical_type: { type: "DECIMAL", precision: 30, scale: 6 } }),
  opt_("decba", "BYTE_ARRAY", { converted_type: "DECIMAL", precision: 20, scale: 10, logical_type: { type: "DECIMAL", precision: 20, scale: 10 } }),
  ...listOf("li", [opt_("element", "INT32")]),
  ...listOf("lr", [{ name: "element", type: "INT64", repetition_type: "REQUIRED" }], "REQUIRED"),
  ...listOf("ls", [opt_("element", "BYTE_ARRAY", { converted_type: "UTF8" })]),
  ...listOf("ll", [
    { name: "element", repetition_type: "OPTIONAL", converted_type: "LIST", num_children: 1 },
    { name: "list", repetition_type: "REPEATED", num_children: 1 },
    opt_("element", "INT32", { converted_type: "INT_16" }),
  ]),
  { name: "st", repetition_type: "OPTIONAL", num_children: 3 },
  opt_("a", "INT32"),
  opt_("b", "BYTE_ARRAY", { converted_type: "UTF8" }),
  opt_("c", "DOUBLE"),
  ...listOf("lst", [
    { name: "element", repetition_type: "OPTIONAL", num_children: 2 },
    { name: "x", type: "INT64", repetition_type: "REQUIRED" },
    ...listOf("y", [opt_("element", "INT32", { converted_type: "INT_16" })]),
  ]),
  { name: "mp", repetition_type: "OPTIONAL", converted_type: "MAP", logical_type: { type: "MAP" }, num_children: 1 },
  { name: "key_value", repetition_type: "REPEATED", num_children: 2 },
  { name: "key", type: "BYTE_ARRAY", repetition_type: "REQUIRED", converted_type: "UTF8" },
  opt_("value", "INT32"),
  { name: "mst", repetition_type: "OPTIONAL", converted_type: "MAP", num_children: 1 },
  { name: "key_value", repetition_type: "REPEATED", num_children: 2 },
  { name: "key", type: "BYTE_ARRAY", repetition_type: "REQUIRED", converted_type: "UTF8" },
  { name: "value", repetition_type: "OPTIONAL", num_children: 2 },
  opt_("p", "INT64", { converted_type: "TIMESTAMP_MICROS" }),
  ...listOf("q", [opt_("element", "BYTE_ARRAY", { converted_type: "UTF8" })]),
  { name: "sst", repetition_type: "OPTIONAL", num_children: 2 },
  { name: "inner", repetition_type: "OPTIONAL", num_children: 2 },
  opt_("k", "BYTE_ARRAY", { converted_type: "UTF8" }),
  opt_("v", "INT32", { converted_type: "UINT_32" }),
  { name: "n", type: "INT32", repetition_type: "REQUIRED", converted_type: "UINT_8" },
  opt_("geom", "BYTE_ARRAY", { logical_type: { type: "GEOMETRY" } }),
];
// schema is the columns under a root: count the subtrees of the flat list.
const schema = [{ name: "root", num_children: countTrees(columnSchemas) }, ...columnSchemas];
function countTrees(elements) {
  let n = 0;
  for (let i = 0; i < elements.length; n++) {
    let open = 1;
    while (open > 0) open += (elements[i++].num_children ?? 0) - 1;
  }
  return n;
}

// schemaTree is the schema as a tree ({element, children}).
function schemaTree() {
  let i = 0;
  const node = () => {
    const element = schema[i++];
    const children = [];
    for (let c = 0; c < (element.num_children ?? 0); c++) children.push(node());
    return { element, children };
  };
  return node();
}
const topLevel = schemaTree().children;

// makeColumns is the table, one array of values per column, in the forms
// hyparquet-writer takes (numbers for INT32, BigInt for INT64, Uint8Array
// for bytes, unscaled BigInt for decimals, objects, arrays and Maps).
function makeColumns() {
  const rows = [];
  for (let id = 0; id < ROWS; id++) {
    const sign = intn(2) ? 1n : -1n;
    const point = () => [Math.round(normal() * 1e6) / 1e3, Math.round(normal() * 1e6) / 1e3];
    rows.push({
      id: BigInt(id),
      b: opt(() => intn(2) === 0),
      i8: opt(() => between(-128, 127)),
      i16: opt(() => between(-32768, 32767)),
      i32: opt(() => between(-(2 ** 31), 2 ** 31 - 1)),
      i64: opt(i64),
      u8: opt(() => intn(256)),
      u16: opt(() => intn(65536)),
      u32: opt(() => intn(2 ** 32)),
      u64: opt(u64),
      f16: opt(() => Math.round(normal() * 400) / 4), // exact in float16
      f32: opt(() => Math.fround(normal() * 1e4)),
      f64: opt(() => normal() * 1e9),
      s: opt(() => word() + intn(30)),
      req: word(),
      enum: opt(() => new TextEncoder().encode(["RED", "GREEN", "BLUE"][intn(3)])),
      js: opt(() => ({ k: intn(100), w: word(), l: [intn(9), null] })),
      bin: opt(() => bytes(intn(9))),
      uuid: opt(() => bytes(16)),
      fixed: opt(() => Uint8Array.from([id & 0xff, id >> 8, 0, 0xff, intn(256)])),
      d: opt(() => Number(sign) * intn(50000)),
      t_ms: opt(() => intn(86400000)),
      t_us: opt(() => BigInt(intn(86400e6))),
      t_ns: opt(() => BigInt(intn(86400e6)) * 1000n + BigInt(intn(1000))),
      ts_ms: opt(() => sign * BigInt(intn(4e12))),
      ts_us: opt(() => sign * BigInt(intn(4e12)) * 1000n + BigInt(intn(1000))),
      ts_ns: opt(() => sign * (u64() % 4000000000000000000n)),
      ts_local: opt(() => sign * BigInt(intn(4e12)) * 1000n + BigInt(intn(1000))),
      dec9: opt(() => BigInt(between(-999999999, 999999999))),
      dec18: opt(unscaled),
      dec30: opt(unscaled),
      decba: opt(unscaled),
      li: opt(() => list(4, () => opt(() => between(-1000, 1000)))),
      lr: list(3, i64),
      ls: opt(() => list(3, () => opt(word))),
      ll: opt(() => list(3, () => opt(() => list(3, () => opt(() => between(-500, 500)))))),
      st: opt(() => ({ a: opt(() => intn(100)), b: opt(word), c: opt(() => normal()) })),
      lst: opt(() => list(3, () => opt(() => ({ x: i64(), y: opt(() => list(3, () => opt(() => intn(500)))) })))),
      mp: opt(() => new Map(list(3, (_, k) => ["k" + k, opt(() => intn(100))]))),
      mst: opt(() => new Map(list(2, (_, k) => [word() + k, opt(() => ({ p: opt(() => BigInt(intn(4e12)) * 1000n), q: opt(() => list(2, () => opt(word))) }))]))),
      sst: opt(() => ({ inner: opt(() => ({ k: opt(word), v: opt(() => intn(2 ** 32)) })), n: intn(256) })),
      geom: opt(() => (intn(2) ? { type: "Point", coordinates: point() } : { type: "LineString", coordinates: list(3, point).concat([point()]) })),
    });
  }
  return topLevel.map((c) => c.element.name).map((name) => ({ name, data: rows.map((r) => r[name]) }));
}

// The option sets. hyparquet-writer writes data pages v2 only. Codecs
// other than snappy take a compressor: node:zlib's gzip and brotli here
// (Node 20 has no zstd or lz4). Encodings are chosen per column.
const gzip = (b) => new Uint8Array(zlib.gzipSync(b));
const brotli = (b) => new Uint8Array(zlib.brotliCompressSync(b));
const byType = (pick) => (col) => {
  const e = schema.find((e) => e.name === col.name);
  return { ...col, encoding: pick(e, col.name) };
};
const flatType = (name) => {
  const c = topLevel.find((c) => c.element.name === name);
  return c.children.length ? null : c.element;
};
const fixtures = [
  { name: "hyparquet_default", opts: {} },
  { name: "hyparquet_uncompressed_small", opts: { codec: "UNCOMPRESSED", pageSize: 1024, rowGroupSize: 100 } },
  { name: "hyparquet_gzip_rowgroups", opts: { codec: "GZIP", compressors: { GZIP: gzip }, rowGroupSize: [50, 120], pageSize: 2048 } },
  { name: "hyparquet_brotli_nostats", opts: { codec: "BROTLI", compressors: { BROTLI: brotli }, statistics: false, rowGroupSize: 128 } },
  {
    name: "hyparquet_plain",
    opts: { pageSize: 1024 },
    column: (col) => ({ ...col, encoding: "PLAIN" }),
  },
  {
    name: "hyparquet_delta",
    opts: { rowGroupSize: 100, pageSize: 1024 },
    column: (col) => {
      const e = flatType(col.name);
      if (col.name === "li") return { ...col, encoding: "DELTA_BINARY_PACKED" };
      if (col.name === "ls") return { ...col, encoding: "DELTA_LENGTH_BYTE_ARRAY" };
      if (!e) return col;
      if (e.type === "INT32" || e.type === "INT64") return { ...col, encoding: "DELTA_BINARY_PACKED" };
      if (e.type === "BYTE_ARRAY") return { ...col, encoding: e.converted_type === "UTF8" ? "DELTA_LENGTH_BYTE_ARRAY" : "DELTA_BYTE_ARRAY" };
      return col;
    },
  },
  {
    name: "hyparquet_split_dict_index",
    opts: { codec: "GZIP", compressors: { GZIP: gzip }, rowGroupSize: 150, pageSize: 1024, dictionarySize: 512 },
    column: (col) => {
      const e = flatType(col.name);
      const out = { ...col, columnIndex: true, bloomFilter: col.name === "s" || col.name === "i64" };
      if (col.name === "lst" || col.name === "mst" || col.name === "geom") return out;
      if (!e) return { ...out, encoding: "RLE_DICTIONARY" };
      if (e.type === "BOOLEAN") return { ...out, encoding: "RLE" };
      if (["FLOAT", "DOUBLE", "FIXED_LEN_BYTE_ARRAY"].includes(e.type) || e.name === "i32" || e.name === "i64") {
        return { ...out, encoding: "BYTE_STREAM_SPLIT" };
      }
      return { ...out, encoding: "RLE_DICTIONARY" };
    },
  },
];

// Raw wraps the text of a JSON number, written as it is.
class Raw {
  constructor(text) {
    this.text = text;
  }
}

// toJSON is v as JSON text, Raw numbers and BigInts as their digits.
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

const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("").toUpperCase();
const num = (x) => new Raw(typeof x === "bigint" ? x.toString() : String(x));
const ns = (scale) => (x) => new Raw((BigInt(x) * scale).toString());
const dec = (scale) => (x) => new Raw(x.toFixed(scale)); // hyparquet's number, to the column's scale

// The canonical form of a value hyparquet read, by the column's schema
// element: hyparquet gives timestamps and dates through the parsers below
// (their integers), times as integers, decimals as numbers, strings as
// strings, other bytes as Uint8Array.
function canon(e, v, children) {
  if (v === null || v === undefined) return null;
  if (children) {
    if (e.converted_type === "LIST") {
      const elem = children[0].children[0];
      return v.map((x) => canon(elem.element, x, elem.children.length ? elem.children : null));
    }
    if (e.converted_type === "MAP") {
      const val = children[0].children.find((c) => c.element.name === "value");
      const out = {};
      for (const [k, x] of Object.entries(v)) out[k] = canon(val.element, x, val.children.length ? val.children : null);
      return out;
    }
    const out = {};
    for (const c of children) out[c.element.name] = canon(c.element, v[c.element.name], c.children.length ? c.children : null);
    return out;
  }
  const lt = e.logical_type ?? {};
  const unit = { MILLIS: 1000000n, MICROS: 1000n, NANOS: 1n }[lt.unit] ?? { TIME_MILLIS: 1000000n, TIME_MICROS: 1000n, TIMESTAMP_MILLIS: 1000000n, TIMESTAMP_MICROS: 1000n }[e.converted_type];
  if (e.converted_type === "DECIMAL") return dec(e.scale)(v);
  if (unit) return ns(unit)(v);
  if (e.converted_type === "DATE") return num(v);
  if (typeof v === "string") return v;
  if (v instanceof Uint8Array) return hex(v);
  if (typeof v === "number" || typeof v === "bigint") return num(v);
  if (typeof v === "boolean") return v;
  throw new Error(`${e.name}: no canonical form for ${v}`);
}

const parsers = {
  timestampFromMilliseconds: (x) => x,
  timestampFromMicroseconds: (x) => x,
  timestampFromNanoseconds: (x) => x,
  dateFromDays: (x) => x,
  jsonFromBytes: (b) => new TextDecoder().decode(b),
  uuidFromBytes: (b) => b,
  geometryFromBytes: (b) => b,
};
const decompressors = {
  GZIP: (input) => new Uint8Array(zlib.gunzipSync(input)),
  BROTLI: (input) => new Uint8Array(zlib.brotliDecompressSync(input)),
};

// reading is hyparquet's reading of the file as canonical JSON lines.
async function reading(buf) {
  const rows = await parquetReadObjects({ file: buf, utf8: false, parsers, compressors: decompressors });
  return rows
    .map((r) => {
      const out = {};
      for (const c of topLevel) out[c.element.name] = canon(c.element, r[c.element.name], c.children.length ? c.children : null);
      return toJSON(out) + "\n";
    })
    .join("");
}

const columns = makeColumns();
const groups = [];
let first;
for (const fx of fixtures) {
  const writer = new ByteWriter();
  parquetWrite({ writer, schema, columnData: fx.column ? columns.map(fx.column) : columns, ...fx.opts });
  const buf = writer.getBuffer();
  const file = fx.name + ".parquet";
  fs.writeFileSync("../" + file, new Uint8Array(buf));
  const lines = await reading(buf);
  first ??= lines;
  if (lines !== first) console.error(`${file}: hyparquet reads other rows than from ${fixtures[0].name}.parquet`);
  const g = groups.find((g) => g.lines === lines);
  if (g) g.files.push(file);
  else groups.push({ files: [file], lines });
  const md = parquetMetadata(buf);
  console.error(`${file}: ${buf.byteLength} bytes, ${md.row_groups.length} row groups`);
}
checkTable(columns, first);
let out = "";
for (const g of groups) {
  for (const f of g.files) out += JSON.stringify({ "#file": f }) + "\n";
  out += g.lines;
}
fs.writeFileSync("../hyparquet.jsonl.gz", zlib.gzipSync(out, { level: 9 }));
console.error(`hyparquet.jsonl.gz: ${groups.length} distinct readings of ${fixtures.length} files`);

// checkTable checks a few columns of the reading against the table
// written, where the canonical form of a written value is plain: the
// decimals (so reading them through numbers lost no digit), times and
// timestamps, the integers.
function checkTable(columns, lines) {
  const rows = lines.trim().split("\n");
  const scaleOf = (name) => topLevel.find((c) => c.element.name === name).element.scale;
  for (const name of ["dec9", "dec18", "dec30", "decba", "i64", "u64", "ts_ns", "t_ns"]) {
    const col = columns.find((c) => c.name === name).data;
    rows.forEach((line, i) => {
      const m = new RegExp(`"${name}":(null|-?[0-9.]+)`).exec(line);
      const v = col[i];
      let want = "null";
      if (v !== null) {
        const s = scaleOf(name);
        if (s === undefined || !name.startsWith("dec")) want = v.toString();
        else {
          const a = (v < 0n ? -v : v).toString().padStart(s + 1, "0");
          want = (v < 0n ? "-" : "") + a.slice(0, -s) + "." + a.slice(-s);
        }
        if (name.endsWith("_ns")) want = v.toString();
      }
      if (m[1] !== want) throw new Error(`row ${i} column ${name}: read ${m[1]}, written ${want}`);
    });
  }
}
