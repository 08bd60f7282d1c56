package csv

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/quiver-go/quiver/arrays"
)

// lineitem makes n rows shaped like TPC-H's lineitem: four integer keys,
// three decimals (read as floats), a flag, two dates and two strings, one
// of them quoted with a delimiter inside now and then.
func lineitem(n int) []byte {
	rng := rand.New(rand.NewPCG(3, 4))
	var b bytes.Buffer
	b.WriteString("orderkey,partkey,suppkey,linenumber,quantity,extendedprice,discount,returnflag,shipdate,commitdate,shipmode,comment\n")
	modes := []string{"AIR", "MAIL", "RAIL", "SHIP", "TRUCK", "REG AIR", "FOB"}
	words := []string{"furiously", "quickly", "regular", "deposits", "sleep", "carefully", "final", "ideas", "packages"}
	var line []byte
	for i := range n {
		line = line[:0]
		line = strconv.AppendInt(line, int64(i/4+1), 10)
		line = append(line, ',')
		line = strconv.AppendInt(line, rng.Int64N(200000), 10)
		line = append(line, ',')
		line = strconv.AppendInt(line, rng.Int64N(10000), 10)
		line = append(line, ',')
		line = strconv.AppendInt(line, int64(i%4+1), 10)
		line = append(line, ',')
		line = strconv.AppendInt(line, rng.Int64N(50)+1, 10)
		line = append(line, ',')
		line = strconv.AppendFloat(line, float64(rng.Int64N(10000000))/100, 'f', 2, 64)
		line = append(line, ',')
		line = strconv.AppendFloat(line, float64(rng.Int64N(11))/100, 'f', 2, 64)
		line = append(line, ',', "ANR"[rng.IntN(3)], ',')
		d := 8000 + rng.IntN(2500)
		line = appendDate(line, int64(d))
		line = append(line, ',')
		line = appendDate(line, int64(d+rng.IntN(60)))
		line = append(line, ',')
		line = append(line, modes[rng.IntN(len(modes))]...)
		line = append(line, ',')
		if rng.IntN(10) == 0 {
			line = append(line, '"')
			line = append(line, words[rng.IntN(len(words))]...)
			line = append(line, ", "...)
			line = append(line, words[rng.IntN(len(words))]...)
			line = append(line, '"')
		} else {
			for k := range 3 {
				if k > 0 {
					line = append(line, ' ')
				}
				line = append(line, words[rng.IntN(len(words))]...)
			}
		}
		line = append(line, '\n')
		b.Write(line)
	}
	return b.Bytes()
}

func TestLineitemTypes(t *testing.T) {
	s, bs := mustRead(t, string(lineitem(2000)))
	want := []arrays.TypeID{arrays.INT64, arrays.INT64, arrays.INT64, arrays.INT64, arrays.INT64, arrays.FLOAT64, arrays.FLOAT64,
		arrays.UTF8, arrays.DATE32, arrays.DATE32, arrays.UTF8, arrays.UTF8}
	for i, f := range s.Fields {
		if f.Type.ID() != want[i] {
			t.Fatalf("column %d (%s): %v", i, f.Name, f.Type)
		}
	}
	if n := bs[0].NumRows(); n != 2000 {
		t.Fatalf("%d rows", n)
	}
}

func BenchmarkReadCSV(b *testing.B) {
	n := 1 << 20
	if testing.Short() {
		n = 1 << 14
	}
	data := lineitem(n)
	for _, p := range []int{1, 2} {
		b.Run(fmt.Sprintf("rows=%d/parallel=%d", n, p), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			cpu := cpuTime()
			for b.Loop() {
				rd, err := NewReader(bytes.NewReader(data), Parallel(p))
				if err != nil {
					b.Fatal(err)
				}
				rows := 0
				for rb, err := range rd.All() {
					if err != nil {
						b.Fatal(err)
					}
					rows += rb.NumRows()
				}
				if rows != n {
					b.Fatalf("%d rows", rows)
				}
			}
			reportCPU(b, cpu, len(data))
		})
	}
}

func BenchmarkCSVWrite(b *testing.B) {
	n := 1 << 18
	if testing.Short() {
		n = 1 << 12
	}
	data := lineitem(n)
	s, batches, err := ReadAll(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	var out bytes.Buffer
	for b.Loop() {
		out.Reset()
		w, err := NewWriter(&out, s)
		if err != nil {
			b.Fatal(err)
		}
		for _, rb := range batches {
			if err := w.Write(rb); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			b.Fatal(err)
		}
	}
}

// reportCPU adds the throughput per second of CPU the process used (all
// its threads): on a shared machine wall time says more about the
// neighbours than about the reader.
func reportCPU(b *testing.B, start time.Duration, size int) {
	if used := cpuTime() - start; used > 0 {
		b.ReportMetric(float64(size)*float64(b.N)/used.Seconds()/1e6, "MB/cpu-s")
	}
}

// BenchmarkTokenize is the field splitting alone.
func BenchmarkTokenize(b *testing.B) {
	data := lineitem(1 << 16)
	b.SetBytes(int64(len(data)))
	t := tokenizer{delim: ',', quote: '"', ncols: 12}
	for b.Loop() {
		t.resetCaches()
		for pos := 0; pos < len(data); {
			t.reset()
			next, _, err := t.parse(data, pos, pos, chunkRows, true)
			if err != nil {
				b.Fatal(err)
			}
			pos = next
		}
	}
}

// csvShape makes the benchmark files: four int64 columns, eight of
// mixed types, or four of strings.
func csvShape(shape string, n int) []byte {
	rng := rand.New(rand.NewPCG(9, 10))
	var b bytes.Buffer
	var line []byte
	switch shape {
	case "int64x4":
		b.WriteString("a,b,c,d\n")
	case "mixed8":
		b.WriteString("i,f,s,d,ts,b,q,n\n")
	case "string4":
		b.WriteString("a,b,c,d\n")
	}
	words := []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"}
	for i := range n {
		line = line[:0]
		switch shape {
		case "int64x4":
			for k := range 4 {
				if k > 0 {
					line = append(line, ',')
				}
				line = strconv.AppendInt(line, rng.Int64N(1<<40)-1<<39, 10)
			}
		case "mixed8":
			line = strconv.AppendInt(line, int64(i), 10)
			line = append(line, ',')
			line = strconv.AppendFloat(line, rng.NormFloat64()*1000, 'f', 3, 64)
			line = append(line, ',')
			line = append(line, words[rng.IntN(len(words))]...)
			line = append(line, ',')
			line = appendDate(line, int64(rng.IntN(20000)))
			line = append(line, ',')
			line = appendDate(line, int64(rng.IntN(20000)))
			line = append(line, 'T')
			line = appendClock(line, rng.Int64N(86400), arrays.Second)
			line = append(line, ',')
			line = strconv.AppendBool(line, rng.IntN(2) == 0)
			line = append(line, ',', '"')
			line = append(line, words[rng.IntN(len(words))]...)
			line = append(line, ", "...)
			line = append(line, words[rng.IntN(len(words))]...)
			line = append(line, '"', ',')
			if rng.IntN(10) > 0 {
				line = strconv.AppendInt(line, rng.Int64N(1000), 10)
			}
		case "string4":
			for k := range 4 {
				if k > 0 {
					line = append(line, ',')
				}
				line = append(line, words[rng.IntN(len(words))]...)
				line = strconv.AppendInt(line, rng.Int64N(1000), 10)
			}
		}
		line = append(line, '\n')
		b.Write(line)
	}
	return b.Bytes()
}

// BenchmarkCSVRead has the names issue 35 fixes, for the comparisons with
// arrow-go and DuckDB that the interop module makes.
func BenchmarkCSVRead(b *testing.B) {
	for _, shape := range []string{"int64x4", "mixed8", "string4"} {
		data := csvShape(shape, 1<<20)
		for _, p := range []int{1, 2} {
			b.Run(fmt.Sprintf("rows=1M/cols=%s/parallel=%d", shape, p), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				cpu := cpuTime()
				for b.Loop() {
					rd, err := NewReader(bytes.NewReader(data), Parallel(p))
					if err != nil {
						b.Fatal(err)
					}
					for _, err := range rd.All() {
						if err != nil {
							b.Fatal(err)
						}
					}
				}
				reportCPU(b, cpu, len(data))
			})
		}
	}
}

func TestCSVShapes(t *testing.T) {
	for shape, want := range map[string]string{
		"int64x4": "int64 int64 int64 int64",
		"mixed8":  "int64 float64 utf8 date32[day] timestamp[s] bool utf8 int64",
		"string4": "utf8 utf8 utf8 utf8",
	} {
		s, _ := mustRead(t, string(csvShape(shape, 500)))
		var got []string
		for _, f := range s.Fields {
			got = append(got, f.Type.String())
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("%s: %s, want %s", shape, g, want)
		}
	}
}
