// gen.mjs writes the Polars fixtures of parquet/testdata/writers/polars: one
// table of 300 rows (every type nodejs-polars builds and writes to Parquet)
// written under each option set of `fixtures`, and Polars' own reading of
// each file, as gzipped JSON lines (polars.jsonl.gz) in the canonical form
// TestWriterFiles (parquet/writers_test.go) compares quiver's reading with.
//
// Run it from this directory: npm ci && node gen.mjs (see ../README.md).
import fs from "node:fs";
import zlib from "node:zlib";
import pl from "nodejs-polars";

const ROWS = 250;

// rand is a small deterministic generator (mulberry32), so the files are
// the same on every run.
let seed = 0x5eed1234;
function rand() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const intn = (n) => Math.floor(rand() * n);
const between = (lo, hi) => lo + intn(hi - lo + 1); // lo..hi, inclusive
const u32 = () => BigInt(intn(2 ** 32));
const u64 = () => (u32() << 32n) | u32();
const i64 = () => BigInt.asIntN(64, u64());
const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const isNull = () => intn(7) === 0;
const opt = (f) => (isNull() ? null : f());
const words = ["", "a", "quiver", "polars", "ünïcödé", "日本語", "a somewhat longer string value, to fill the pages", "x"];
const word = () => words[intn(words.length)];
const digits = (n) => Array.from({ length: n }, () => intn(10)).join("");
const decimal = (intDigits, scale) => () =>
  (intn(2) ? "-" : "") + (digits(intn(intDigits) + 1).replace(/^0+(?=.)/, "")) + "." + digits(scale);
const list = (max, f) => Array.from({ length: intn(max + 1) }, f);

// raw wraps the text of a JSON number, written as it is.
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

// parseJSON reads JSON text keeping every number as Raw (its exact text).
function parseJSON(text) {
  let i = 0;
  const ws = () => {
    while (" \t\r\n".includes(text[i])) i++;
  };
  const value = () => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const o = {};
      ws();
      if (text[i] === "}") return i++, o;
      for (;;) {
        ws();
        const k = value();
        ws();
        i++; // :
        o[k] = value();
        ws();
        if (text[i++] === "}") return o;
      }
    }
    if (c === "[") {
      i++;
      const a = [];
      ws();
      if (text[i] === "]") return i++, a;
      for (;;) {
        a.push(value());
        ws();
        if (text[i++] === "]") return a;
      }
    }
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      const s = JSON.parse(text.slice(i, j + 1));
      i = j + 1;
      return s;
    }
    const m = /^(true|false|null|-?[0-9][0-9.eE+-]*)/.exec(text.slice(i, i + 64));
    i += m[0].length;
    if (m[0] === "true") return true;
    if (m[0] === "false") return false;
    if (m[0] === "null") return null;
    return new Raw(m[0]);
  };
  return value();
}

// The table: the rows as JSON (integers exact), read by Polars' JSON reader
// and cast to the types of `types`; temporal, decimal and binary columns
// are cast from integers and strings.
function makeRows() {
  const rows = [];
  for (let id = 0; id < ROWS; id++) {
    const sign = intn(2) ? 1n : -1n;
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
      u64: opt(() => u64().toString()), // a string: Polars' JSON reader has no u64 above i64
      f32: opt(() => Math.fround(normal() * 1e4)),
      f64: opt(() => normal() * 1e9),
      s: opt(() => word() + intn(30)),
      cat: opt(() => ["red", "green", "blue", "ünï"][intn(4)]),
      bin: opt(() => Array.from({ length: intn(9) }, () => intn(256).toString(16).padStart(2, "0")).join("")),
      d: opt(() => Number(sign) * intn(50000)),
      t: opt(() => BigInt(intn(86400)) * 1000000000n + BigInt(intn(1e9))),
      ts_ms: opt(() => sign * BigInt(intn(4e12))),
      ts_us: opt(() => sign * BigInt(intn(4e12)) * 1000n + BigInt(intn(1000))),
      ts_ns: opt(() => sign * (u64() % 4000000000000000000n)),
      ts_tz: opt(() => BigInt(intn(4e12)) * 1000n),
      dur_ms: opt(() => sign * BigInt(intn(1e12))),
      dur_us: opt(() => sign * BigInt(intn(1e12)) * 1000n),
      dur_ns: opt(() => sign * BigInt(intn(1e12)) * 1000000n + BigInt(intn(1e6))),
      dec9: opt(decimal(7, 2)),
      dec18: opt(decimal(14, 4)),
      dec38: opt(decimal(28, 10)),
      li: opt(() => list(4, () => opt(() => between(-1000, 1000)))),
      ls: opt(() => list(3, () => opt(word))),
      lf: opt(() => list(3, () => opt(() => Math.round(normal() * 1e6) / 64))),
      ll: opt(() => list(3, () => opt(() => list(3, () => opt(() => between(-500, 500)))))),
      fsl: opt(() => [0, 1, 2].map(() => opt(() => between(-1e6, 1e6)))),
      st: opt(() => ({ a: opt(() => intn(100)), b: opt(word), c: opt(() => intn(2) === 0) })),
      lst: opt(() => list(3, () => opt(() => ({ x: i64(), y: opt(() => list(3, () => opt(() => intn(500)))) })))),
      sst: opt(() => ({ inner: opt(() => ({ k: opt(word), v: opt(() => intn(1e6)) })), n: intn(10) })),
    });
  }
  return rows.map(toJSON).join("\n");
}

const types = {
  id: pl.Int64,
  b: pl.Bool,
  i8: pl.Int8,
  i16: pl.Int16,
  i32: pl.Int32,
  i64: pl.Int64,
  u8: pl.UInt8,
  u16: pl.UInt16,
  u32: pl.UInt32,
  u64: pl.UInt64,
  f32: pl.Float32,
  f64: pl.Float64,
  s: pl.Utf8,
  cat: pl.Categorical,
  bin: null, // hex text decoded
  d: pl.Date,
  t: pl.Time,
  ts_ms: pl.Datetime("ms"),
  ts_us: pl.Datetime("us"),
  ts_ns: pl.Datetime("ns"),
  ts_tz: pl.Datetime("us", "Asia/Tokyo"),
  dur_ms: pl.Duration("ms"),
  dur_us: pl.Duration("us"),
  dur_ns: pl.Duration("ns"),
  dec9: pl.Decimal(9, 2),
  dec18: pl.Decimal(18, 4),
  dec38: pl.Decimal(38, 10),
  li: pl.List(pl.Int32),
  ls: pl.List(pl.Utf8),
  lf: pl.List(pl.Float64),
  ll: pl.List(pl.List(pl.Int16)),
  fsl: pl.FixedSizeList(pl.Int32, 3),
  st: pl.Struct({ a: pl.Int32, b: pl.Utf8, c: pl.Bool }),
  lst: pl.List(pl.Struct({ x: pl.Int64, y: pl.List(pl.Int16) })),
  sst: pl.Struct({ inner: pl.Struct({ k: pl.Utf8, v: pl.UInt32 }), n: pl.UInt8 }),
};

function makeFrame() {
  const df = pl.readJSON(Buffer.from(makeRows()), { format: "lines", inferSchemaLength: null });
  return df.select(
    ...Object.keys(types).map((c) => {
      if (c === "bin") return pl.col(c).str.decode("hex").alias(c);
      if (c === "d") return pl.col(c).cast(pl.Int32).cast(pl.Date).alias(c);
      return pl.col(c).cast(types[c]).alias(c);
    }),
  );
}

// The option sets: nodejs-polars' writeParquet takes a compression only;
// sinkParquet (of a lazy frame) also row group size, page size limit,
// compression level and statistics.
const small = { rowGroupSize: 100, dataPagesizeLimit: 1024 };
const fixtures = [
  { name: "polars_default", write: (df, path) => df.writeParquet(path) },
  { name: "polars_sink_default", sink: {} },
  { name: "polars_snappy", sink: { compression: "snappy", ...small } },
  { name: "polars_gzip_level9", sink: { compression: "gzip", compressionLevel: 9, rowGroupSize: 64, dataPagesizeLimit: 2048 } },
  { name: "polars_brotli", sink: { compression: "brotli", compressionLevel: 5, statistics: "full", ...small } },
  { name: "polars_lz4_nostats", sink: { compression: "lz4", statistics: false, rowGroupSize: 128, dataPagesizeLimit: 512 } },
  { name: "polars_zstd_level19", sink: { compression: "zstd", compressionLevel: 19, ...small } },
  { name: "polars_uncompressed_rg50", sink: { compression: "uncompressed", rowGroupSize: 50, dataPagesizeLimit: 4096 } },
];

const scale = { ms: 1000000n, us: 1000n, ns: 1n };

// reading is Polars' own reading of the file at path as canonical JSON
// lines: Polars reads it, puts each column in a form its JSON writer gives
// exactly (temporal values as their integers, decimals as text, binary as
// lists of bytes, categories as strings), and the JSON is made canonical
// here (units to nanoseconds, bytes to hex).
function reading(path) {
  return canonical(pl.readParquet(path), path);
}

// canonical is the rows of the frame back as canonical JSON lines.
function canonical(back, path) {
  const exprs = [];
  const fix = {};
  for (const c of back.columns) {
    const col = pl.col(c);
    if (c === "bin") {
      exprs.push(col.cast(pl.List(pl.UInt8)).alias(c));
      fix[c] = (v) => (v === null ? null : v.map((b) => Number(b.text).toString(16).padStart(2, "0")).join("").toUpperCase());
      continue;
    }
    const dt = back.getColumn(c).dtype;
    const kind = dt.variant;
    if (kind === "Duration") {
      // nodejs-polars tells every duration's unit as ms: a cast to
      // nanoseconds (done by Polars, from the unit it read) gives the value.
      exprs.push(col.cast(pl.Duration("ns")).toPhysical().alias(c));
    } else if (kind === "Datetime" || kind === "Time" || kind === "Date") {
      exprs.push(col.toPhysical().alias(c));
      const unit = kind === "Time" ? 1n : kind === "Date" ? null : scale[dt.timeUnit ?? dt.inner[0]];
      fix[c] = (v) => (v === null || unit === null ? v : new Raw((BigInt(v.text) * unit).toString()));
    } else if (kind === "Decimal") {
      exprs.push(col.cast(pl.Utf8).alias(c));
      fix[c] = (v) => (v === null ? null : new Raw(v));
    } else if (kind === "FixedSizeList") {
      // Polars' JSON writer gives the null rows of an array column the
      // place of elements and shifts the rows after them: as a list, the
      // same values are written right.
      exprs.push(col.cast(pl.List(dt.inner[0])).alias(c));
    } else if (kind === "Categorical" || kind === "Enum") {
      exprs.push(col.cast(pl.Utf8).alias(c));
    } else {
      exprs.push(col);
    }
  }
  const text = back.select(...exprs).writeJSON({ format: "lines" }).toString();
  const lines = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const row = parseJSON(line);
    for (const [c, f] of Object.entries(fix)) row[c] = f(row[c]);
    lines.push(toJSON(row));
  }
  if (lines.length !== ROWS) throw new Error(`${path}: Polars reads ${lines.length} rows`);
  return lines.join("\n") + "\n";
}

const df = makeFrame();
console.error(df.drop("bin").schema);
const table = canonical(df, "the table");
const groups = [];
for (const fx of fixtures) {
  const file = fx.name + ".parquet";
  const path = "../" + file;
  if (fx.write) fx.write(df, path);
  else df.lazy().sinkParquet(path, fx.sink).collectSync();
  const lines = reading(path);
  if (lines !== table) console.error(`${file}: Polars reads other rows than the table written`);
  const g = groups.find((g) => g.lines === lines);
  if (g) g.files.push(file);
  else groups.push({ files: [file], lines });
  console.error(`${file}: ${fs.statSync(path).size} bytes`);
}
let out = "";
for (const g of groups) {
  for (const f of g.files) out += JSON.stringify({ "#file": f }) + "\n";
  out += g.lines;
}
fs.writeFileSync("../polars.jsonl.gz", zlib.gzipSync(out, { level: 9 }));
console.error(`polars.jsonl.gz: ${groups.length} distinct readings of ${fixtures.length} files`);
