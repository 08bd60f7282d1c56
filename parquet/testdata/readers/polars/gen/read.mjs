// read.mjs reads every .parquet file of parquet/testdata/readers/polars
// (written by quiver, see ../README.md) with Polars and records its reading:
// polars.jsonl.gz, the rows in the canonical JSON form of
// parquet/jsoncanon_test.go, and polars-schema.json, Polars' type of each
// column or its error, for TestPolarsReadsQuiverFiles.
//
// Run it here: npm ci && node read.mjs
import fs from "node:fs";
import zlib from "node:zlib";
import pl from "nodejs-polars";

const dir = "..";

// Num is the text of a JSON number, written as it is.
class Num {
  constructor(text) {
    this.text = text;
  }
}

// json is v as JSON text, Nums as their text.
function json(v) {
  if (v === null || v === undefined) return "null";
  if (v instanceof Num) return v.text;
  if (Array.isArray(v)) return "[" + v.map(json).join(",") + "]";
  if (typeof v === "object") return "{" + Object.entries(v).map(([k, x]) => JSON.stringify(k) + ":" + json(x)).join(",") + "}";
  return JSON.stringify(v);
}

// dtypeOf is Polars' type of series s. The binding converts neither
// Binary nor Float16 types to JS (it throws, naming the type), which is
// how those are told.
function dtypeOf(s) {
  try {
    return s.dtype;
  } catch (e) {
    const m = /DataType (\w+) is not supported for JS conversion/.exec(e.message);
    if (!m) throw e;
    return { variant: m[1] };
  }
}

// dtypeText is dt as text, as polars-schema.json records it.
function dtypeText(dt) {
  switch (dt.variant) {
    case "Binary":
    case "Float16":
      return dt.variant;
    case "Bool":
      return "Boolean";
    case "Utf8":
    case "String":
      return "String";
    case "Decimal":
      return `Decimal(${dt.precision ?? dt.inner[0]},${dt.scale ?? dt.inner[1]})`;
    case "Datetime": {
      const tz = dt.timeZone ?? dt.inner?.[1];
      return `Datetime(${dt.timeUnit ?? dt.inner[0]}${tz ? "," + tz : ""})`;
    }
    case "Duration":
      return `Duration(${dt.timeUnit ?? dt.inner[0]})`;
    case "List":
      return `List(${dtypeText(dt.inner[0])})`;
    case "FixedSizeList":
      return `Array(${dtypeText(dt.inner[0])},${dt.inner[1]})`;
    case "Struct":
      return "Struct(" + dt.fields.map((f) => `${f.name}: ${dtypeText(f.dtype)}`).join(", ") + ")";
  }
  return dt.variant;
}

// plan is how a value of Polars type dt is put in canonical form: Polars
// casts the column to phys (temporal values to their integers), then to
// cast (every number to a string, which JSON.parse keeps exact), its JSON
// writer writes it, and fix turns the parsed value into the canonical one.
function plan(dt) {
  const id = (v) => v;
  const num = (scale) => (v) => (v === null ? null : new Num(scale ? (BigInt(v) * scale).toString() : v));
  const scale = { ms: 1000000n, us: 1000n, ns: 1n };
  const leaf = (phys, fix) => ({ phys, cast: pl.Utf8, fix });
  switch (dt.variant) {
    case "Int8":
    case "Int16":
    case "Int32":
    case "Int64":
    case "UInt8":
    case "UInt16":
    case "UInt32":
    case "UInt64":
    case "Decimal":
      return leaf(dt, num());
    case "Float32":
    case "Float64":
      // NaN and the infinities stay text ("NaN", "inf", "-inf").
      return leaf(dt, (v) => (v === null || /^-?(inf|NaN)$/.test(v) ? v : new Num(v)));
    case "Float16":
      return { ...plan({ variant: "Float32" }), phys: pl.Float32 };
    case "Date":
      return leaf(pl.Int32, num());
    case "Time":
      return leaf(pl.Int64, num());
    case "Datetime":
    case "Duration":
      // The binding reports every duration's unit as ms; this fixture's
      // durations are all ms.
      return leaf(pl.Int64, num(scale[dt.timeUnit ?? dt.inner[0]]));
    case "Categorical":
    case "Enum":
    case "String":
    case "Utf8":
      return leaf(pl.Utf8, id);
    case "Bool":
    case "Null":
      return { keep: true, phys: dt, cast: dt, fix: id };
    case "Binary":
      // As a list of its bytes, which Polars' JSON writer writes.
      return {
        phys: pl.List(pl.UInt8),
        cast: pl.List(pl.UInt8),
        fix: (v) => (v === null ? null : v.map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase()),
      };
    case "List":
    case "FixedSizeList": {
      // A fixed-size list is cast to a list, after its leaves: Polars'
      // JSON writer misplaces the rows of an array column after a null
      // one, and its cast of an array of categoricals straight to a list
      // of strings gives the categories' codes.
      const p = plan(dt.inner[0]);
      const fix = (v) => (v === null ? null : v.map(p.fix));
      // Lists of what needs no cast stay uncast (the binding cannot name
      // a Null type in a cast); arrays are cast to lists all the same.
      if (p.keep && dt.variant === "List") return { keep: true, phys: dt, cast: dt, fix };
      if (dt.variant === "List") return { phys: pl.List(p.phys), cast: pl.List(p.cast), fix };
      return { phys: pl.FixedSizeList(p.phys, dt.inner[1]), mid: pl.FixedSizeList(p.cast, dt.inner[1]), cast: pl.List(p.cast), fix };
    }
    case "Struct": {
      const ps = dt.fields.map((f) => [f.name, plan(f.dtype)]);
      if (ps.every(([, p]) => p.keep)) {
        return { keep: true, phys: dt, cast: dt, fix: (v) => (v === null ? null : Object.fromEntries(ps.map(([name, p]) => [name, p.fix(v[name])]))) };
      }
      return {
        phys: pl.Struct(Object.fromEntries(ps.map(([name, p]) => [name, p.phys]))),
        cast: pl.Struct(Object.fromEntries(ps.map(([name, p]) => [name, p.cast]))),
        fix: (v) => (v === null ? null : Object.fromEntries(ps.map(([name, p]) => [name, p.fix(v[name])]))),
      };
    }
  }
  throw new Error(`no canonical form for Polars type ${dtypeText(dt)}`);
}

// expr is column c cast as plan p says.
function expr(c, p) {
  const e = pl.col(c);
  if (p.keep) return e;
  return p.mid ? e.cast(p.phys).cast(p.mid).cast(p.cast) : e.cast(p.phys).cast(p.cast);
}

function read(path) {
  const df = pl.readParquet(path);
  const dtypes = {};
  const plans = {};
  for (const c of df.columns) {
    const dt = dtypeOf(df.getColumn(c));
    dtypes[c] = dtypeText(dt);
    plans[c] = plan(dt);
  }
  const text = df.select(...df.columns.map((c) => expr(c, plans[c]).alias(c))).writeJSON({ format: "lines" }).toString();
  const rows = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const r = JSON.parse(line);
    rows.push(json(Object.fromEntries(df.columns.map((c) => [c, plans[c].fix(r[c])]))));
  }
  return { dtypes, rows };
}

const files = fs.readdirSync(dir).filter((f) => f.endsWith(".parquet")).sort();
const schema = {};
const groups = []; // files read to the same rows share them
for (const f of files) {
  let r;
  try {
    r = read(`${dir}/${f}`);
  } catch (e) {
    schema[f] = { error: e.message.split("\n")[0] };
    console.error(`${f}: Polars refuses it: ${schema[f].error}`);
    continue;
  }
  schema[f] = { dtypes: r.dtypes };
  const lines = r.rows.join("\n") + "\n";
  const g = groups.find((g) => g.lines === lines);
  if (g) g.files.push(f);
  else groups.push({ files: [f], lines });
  console.error(`${f}: ${r.rows.length} rows`);
}
let out = "";
for (const g of groups) {
  for (const f of g.files) out += JSON.stringify({ "#file": f }) + "\n";
  out += g.lines;
}
fs.writeFileSync(`${dir}/polars.jsonl.gz`, zlib.gzipSync(out, { level: 9 }));
fs.writeFileSync(`${dir}/polars-schema.json`, JSON.stringify(schema, null, 1) + "\n");
console.error(`polars.jsonl.gz: ${groups.length} distinct readings of ${files.length} files`);
