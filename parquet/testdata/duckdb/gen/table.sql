-- The table every fixture of ../ is written from: 1000 rows, every type DuckDB
-- writes that quiver reads, nulls in most columns, low-cardinality columns
-- (dictionary encoded) and high-cardinality ones (plain or delta).
CREATE TABLE t AS
SELECT
  i::INTEGER AS id,
  CASE WHEN i % 7 = 3 THEN NULL ELSE i % 2 = 0 END AS b,
  (i % 200 - 100)::TINYINT AS i8,
  CASE WHEN i % 11 = 0 THEN NULL ELSE (i * 37 % 60000 - 30000)::SMALLINT END AS i16,
  (i * 7919 % 1000003 - 500000)::INTEGER AS i32,
  CASE WHEN i % 13 = 0 THEN NULL ELSE (i * 1000000007::BIGINT) END AS i64,
  (i % 250)::UTINYINT AS u8,
  (i * 31 % 65000)::USMALLINT AS u16,
  (4294967295 - i::UBIGINT * 2147483)::UINTEGER AS u32x,
  (18446744073709551615 - i::UBIGINT * 9000000000000007)::UBIGINT AS u64,
  (i * 0.25)::FLOAT AS f32,
  CASE WHEN i % 17 = 0 THEN NULL ELSE i / 7.0 END::DOUBLE AS f64,
  (i % 1000 / 10.0)::DECIMAL(4,1) AS dec4,
  (i * 123.45)::DECIMAL(15,2) AS dec15,
  (i * 98765.4321)::DECIMAL(38,10) AS dec38,
  ['ALPHA','BRAVO','CHARLIE','DELTA','ECHO','FOXTROT','GOLF'][i % 7 + 1] AS flag,
  CASE WHEN i % 5 = 0 THEN NULL ELSE 'row ' || i || repeat('x', i % 9) END AS s,
  ('\x' || lpad(printf('%x', i % 256), 2, '0'))::BLOB AS blob,
  (DATE '1992-01-01' + INTERVAL (i % 2500) DAY)::DATE AS d,
  (TIME '00:00:00' + INTERVAL (i * 61) SECOND)::TIME AS tm,
  TIMESTAMP '1994-01-01 00:00:00' + INTERVAL (i * 3607) SECOND AS ts,
  (TIMESTAMP '1994-01-01 00:00:00' + INTERVAL (i * 3607123) MILLISECOND)::TIMESTAMP_MS AS ts_ms,
  (TIMESTAMP '1994-01-01 00:00:00' + INTERVAL (i * 1234567) MICROSECOND)::TIMESTAMP_NS AS ts_ns,
  (TIMESTAMPTZ '2020-03-01 12:00:00+00' + INTERVAL (i) HOUR) AS tstz,
  CASE WHEN i % 9 = 0 THEN NULL ELSE [i, i + 1, NULL, i * 2][1:(i % 5)] END AS li,
  CASE WHEN i % 10 = 0 THEN NULL ELSE {'k': i % 3, 'v': 'v' || (i % 4)} END AS st,
  CASE WHEN i % 8 = 0 THEN NULL ELSE [{'a': i, 'b': ['x', 'y'][1:(i % 3)]}] END AS lst,
  MAP(['m' || (i % 3), 'n'], [i, NULL]) AS mp
FROM range(1000) r(i);
