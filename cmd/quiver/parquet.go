package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/parquet"
)

// Parquet inputs for cat, schema, validate and convert. dispatch hands a
// command here when its input file starts with the Parquet magic "PAR1";
// everything else goes to the IPC commands.

// parquetCommand returns the Parquet version of command args[0] when its
// input is a Parquet file.
func parquetCommand(args []string) (func([]string, io.Writer) error, bool) {
	if len(args) < 2 {
		return nil, false
	}
	var run func([]string, io.Writer) error
	switch args[0] {
	case "cat":
		run = runParquetCat
	case "schema":
		run = runParquetSchema
	case "validate":
		run = runParquetValidate
	case "convert":
		run = runParquetConvert
	default:
		return nil, false
	}
	for i, a := range args[1:] {
		path := a
		if args[0] == "convert" {
			if a != "-in" || i+2 >= len(args) {
				continue
			}
			path = args[i+2]
		}
		if isParquet(path) {
			return run, true
		}
	}
	return nil, false
}

// isParquet reports whether path names a file, or "-" standard input, that
// starts with a Parquet magic: "PAR1", or "PARE" (an encrypted footer, which
// the Parquet reader reports as such). Standard input is peeked, not
// consumed: stdin becomes a buffered reader holding the bytes looked at.
func isParquet(path string) bool {
	if path == "-" {
		br, ok := stdin.(*bufio.Reader)
		if !ok {
			br = bufio.NewReader(stdin)
			stdin = br
		}
		b, _ := br.Peek(4)
		return parquetMagic(b)
	}
	if strings.HasPrefix(path, "-") {
		return false
	}
	fh, err := os.Open(path)
	if err != nil {
		return false
	}
	defer fh.Close()
	var b [4]byte
	n, _ := io.ReadFull(fh, b[:])
	return parquetMagic(b[:n])
}

func parquetMagic(b []byte) bool {
	return len(b) == 4 && (string(b) == "PAR1" || string(b) == "PARE")
}

func openParquet(cmd, path string, int96 string) (*parquet.File, io.Closer, error) {
	var opts []parquet.Option
	switch int96 {
	case "":
	case "ns":
		opts = append(opts, parquet.Int96Unit(arrays.Nanosecond))
	case "us":
		opts = append(opts, parquet.Int96Unit(arrays.Microsecond))
	case "ms":
		opts = append(opts, parquet.Int96Unit(arrays.Millisecond))
	case "s":
		opts = append(opts, parquet.Int96Unit(arrays.Second))
	default:
		return nil, nil, fail(cmd, fmt.Errorf("-int96 %q: want ns, us, ms or s", int96))
	}
	if path == "-" {
		// A Parquet file is read from its footer back, so standard input
		// is read whole first.
		b, err := io.ReadAll(stdin)
		if err != nil {
			return nil, nil, fail(cmd, fmt.Errorf("<stdin>: %w", err))
		}
		f, err := parquet.OpenBytes(b, opts...)
		if err != nil {
			return nil, nil, fail(cmd, fmt.Errorf("<stdin>: %w", err))
		}
		return f, nopCloser{}, nil
	}
	f, c, err := parquet.OpenFile(path, opts...)
	if err != nil {
		return nil, nil, fail(cmd, err)
	}
	return f, c, nil
}

const parquetCatSynopsis = "cat [-n ROWS] [-all] [-width N] [-columns PATHS] [-int96 ns|us|ms|s] FILE.parquet"

// runParquetCat prints a Parquet file as cat prints Arrow files: the
// schema, then the first rows of each row group (-n, -all, -width as
// there); -columns prints only the columns it names.
func runParquetCat(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("cat", flag.ContinueOnError)
	limit := fs.Int("n", catDefaultRows, "rows to print from each row group")
	all := fs.Bool("all", false, "print every row of every row group")
	width := fs.Int("width", 40, "cut values longer than this many characters (0: never)")
	int96 := fs.String("int96", "", "unit of INT96 timestamps (default: ns where an ARROW:schema says so, else us)")
	var sel parquet.ReadOptions
	fs.Var((*columnsFlag)(&sel.ColumnPaths), "columns", columnsUsage)
	if err := parseFlags(fs, args, out, parquetCatSynopsis); err != nil {
		return helpOrFail("cat", err)
	}
	if *limit < 0 {
		return fail("cat", fmt.Errorf("-n %d: the number of rows per row group cannot be negative (use -all for every row)", *limit))
	}
	if *width < 0 {
		return fail("cat", fmt.Errorf("-width %d cannot be negative (0 means no limit)", *width))
	}
	path, err := oneInput(fs, parquetCatSynopsis)
	if err != nil {
		return fail("cat", err)
	}
	f, c, err := openParquet("cat", path, *int96)
	if err != nil {
		return err
	}
	defer c.Close()
	schema, err := f.ProjectedSchema(sel)
	if err != nil {
		return fail("cat", err)
	}
	bw := bufio.NewWriterSize(out, 1<<16)
	defer bw.Flush()
	fmt.Fprintf(bw, "Parquet file, %d row groups, %d rows\n%s\n", f.NumRowGroups(), f.NumRows(), schema)
	cut := false
	var base int64
	for i, g := range f.Metadata.RowGroups {
		rows := g.NumRows
		n := rows
		if !*all {
			n = min(n, int64(*limit))
		}
		fmt.Fprintf(bw, "\nrow group %d: %d rows\n", i, rows)
		// Only the rows shown are read: with a page index, only the
		// pages that hold them are decoded.
		if n > 0 || rows == 0 {
			o := sel
			o.Rows = []parquet.RowRange{{Start: base, End: base + n}}
			for rb, err := range f.Batches(o) {
				if err != nil {
					bw.Flush()
					return fail("cat", err)
				}
				printRows(bw, rb, rb.NumRows(), *width)
			}
			if rows == 0 {
				printHeader(bw, schema, *width)
			}
		}
		if more := rows - n; more > 0 {
			fmt.Fprintf(bw, "... %d more rows\n", more)
			cut = true
		}
		base += rows
	}
	if cut {
		fmt.Fprintf(bw, "\n(at most %d rows of each row group shown: -n to change, -all for every row)\n", *limit)
	}
	return bw.Flush()
}

const parquetSchemaSynopsis = "schema FILE.parquet"

// runParquetSchema prints the footer: the Parquet schema tree with types
// and levels, the Arrow schema it reads as, and each row group's chunks
// (codec, encodings, sizes).
func runParquetSchema(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("schema", flag.ContinueOnError)
	if err := parseFlags(fs, args, out, parquetSchemaSynopsis); err != nil {
		return helpOrFail("schema", err)
	}
	path, err := oneInput(fs, parquetSchemaSynopsis)
	if err != nil {
		return fail("schema", err)
	}
	f, c, err := openParquet("schema", path, "")
	if err != nil {
		return err
	}
	defer c.Close()
	md := f.Metadata
	fmt.Fprintf(out, "Parquet file, format version %d, created by %q, %d row groups, %d rows\n", md.Version, md.CreatedBy, f.NumRowGroups(), f.NumRows())
	fmt.Fprintln(out, "\nParquet schema:")
	var walk func(n *parquet.Node, depth int)
	walk = func(n *parquet.Node, depth int) {
		for _, ch := range n.Children {
			fmt.Fprintf(out, "%s%s\n", strings.Repeat("  ", depth+1), describeNode(ch))
			walk(ch, depth+1)
		}
	}
	walk(f.Schema.Root, 0)
	fmt.Fprintf(out, "\nArrow %s\n", f.ArrowSchema())
	for i, g := range md.RowGroups {
		fmt.Fprintf(out, "\nrow group %d: %d rows, %d bytes\n", i, g.NumRows, g.TotalByteSize)
		for j, cc := range g.Columns {
			m := cc.MetaData
			fmt.Fprintf(out, "  %s: %s, %s, %v, %d values, %d -> %d bytes\n", strings.Join(f.Schema.Leaves[j].Path, "."),
				m.Type, m.Codec, m.Encodings, m.NumValues, m.TotalCompressedSize, m.TotalUncompressedSize)
		}
	}
	return nil
}

func describeNode(n *parquet.Node) string {
	e := n.Element
	rep := "required"
	if e.Repetition != nil {
		rep = [...]string{"required", "optional", "repeated"}[min(max(int(*e.Repetition), 0), 2)]
	}
	s := rep + " "
	if e.Type != nil {
		s += e.Type.String()
		if *e.Type == parquet.FixedLenByteArray {
			s += fmt.Sprintf("(%d)", e.TypeLength)
		}
	} else {
		s += "group"
	}
	s += " " + e.Name
	if e.Logical != nil {
		s += fmt.Sprintf(" (%v)", e.Logical.Kind)
	} else if e.Converted != nil {
		s += fmt.Sprintf(" (%v)", *e.Converted)
	}
	return s + fmt.Sprintf(" [def %d, rep %d]", n.MaxDef, n.MaxRep)
}

const parquetValidateSynopsis = "validate [-columns PATHS] [-int96 ns|us|ms|s] FILE.parquet"

// runParquetValidate decodes every page of every column (of those
// -columns names) and fully validates the arrays built from them.
func runParquetValidate(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("validate", flag.ContinueOnError)
	int96 := fs.String("int96", "", "unit of INT96 timestamps (default: ns where an ARROW:schema says so, else us)")
	var sel parquet.ReadOptions
	fs.Var((*columnsFlag)(&sel.ColumnPaths), "columns", columnsUsage)
	if err := parseFlags(fs, args, out, parquetValidateSynopsis); err != nil {
		return helpOrFail("validate", err)
	}
	path, err := oneInput(fs, parquetValidateSynopsis)
	if err != nil {
		return fail("validate", err)
	}
	f, c, err := openParquet("validate", path, *int96)
	if err != nil {
		return err
	}
	defer c.Close()
	schema, err := f.ProjectedSchema(sel)
	if err != nil {
		return fail("validate", fmt.Errorf("%s: %w", displayName(path), err))
	}
	for rb, err := range f.Batches(sel) {
		if err != nil {
			return fail("validate", fmt.Errorf("%s: %w", displayName(path), err))
		}
		for i, col := range rb.Columns() {
			if err := arrays.ValidateFull(col); err != nil {
				return fail("validate", fmt.Errorf("%s: column %s: %w", displayName(path), rb.ColumnName(i), err))
			}
		}
	}
	fmt.Fprintf(out, "%s: valid Parquet file: %d fields, %d row groups, %d rows\n", displayName(path), len(schema.Fields), f.NumRowGroups(), f.NumRows())
	return nil
}

const parquetConvertSynopsis = "convert -in FILE.parquet -out FILE|- [-columns PATHS] [-format stream|file|parquet] [-compression none|lz4|zstd, for Parquet none|snappy|gzip|zstd|lz4|brotli] [-int96 ns|us|ms|s]"

// runParquetConvert writes a Parquet file as an Arrow IPC stream or file,
// one record batch per row group, or (-format parquet, an output named
// .parquet or .pq) rewrites it as Parquet, with another codec say;
// -columns keeps only the columns it names.
func runParquetConvert(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("convert", flag.ContinueOnError)
	in := fs.String("in", "", "input Parquet file")
	outPath := fs.String("out", "", "output path, - for standard output")
	format := fs.String("format", "", "output format: stream, file or parquet (default: from the -out name, else file)")
	comp := fs.String("compression", "", "compression of the output: none (the default), lz4 or zstd; for Parquet snappy (the default), none, gzip, zstd, lz4 or brotli")
	int96 := fs.String("int96", "", "unit of INT96 timestamps (default: ns where an ARROW:schema says so, else us)")
	var sel parquet.ReadOptions
	fs.Var((*columnsFlag)(&sel.ColumnPaths), "columns", columnsUsage)
	if err := parseFlags(fs, args, out, parquetConvertSynopsis); err != nil {
		return helpOrFail("convert", err)
	}
	if fs.NArg() > 0 || *in == "" || *outPath == "" {
		return fail("convert", fmt.Errorf("-in and -out are required, nothing else (usage: quiver %s)", parquetConvertSynopsis))
	}
	if *format == "" {
		if err := knownOutput(*outPath); err != nil {
			return fail("convert", err)
		}
	}
	if wantsParquet(*outPath, *format) {
		pcodec, err := parseParquetCodec(*comp)
		if err != nil {
			return fail("convert", err)
		}
		f, c, err := openParquet("convert", *in, *int96)
		if err != nil {
			return err
		}
		defer c.Close()
		schema, err := f.ProjectedSchema(sel)
		if err != nil {
			return fail("convert", err)
		}
		pull, stop := iter.Pull2(f.Batches(sel))
		defer stop()
		next := func() (*arrays.RecordBatch, error) {
			rb, err, ok := pull()
			if !ok {
				return nil, io.EOF
			}
			return rb, err
		}
		batches, rows, err := writeParquetOutput(out, *outPath, schema, pcodec, next)
		if err != nil {
			return fail("convert", fmt.Errorf("%s -> %s: %w", *in, *outPath, err))
		}
		if *outPath != "-" {
			fmt.Fprintf(out, "%s (Parquet) -> %s (Parquet, %s): %d record batches, %d rows\n", *in, *outPath, pcodec, batches, rows)
		}
		return nil
	}
	codec, err := ipctool.ParseCompression(*comp)
	if err != nil {
		return fail("convert", err)
	}
	want := formatFor(*outPath, ipctool.Stream)
	if *format != "" {
		if want, err = ipctool.ParseFormat(*format); err != nil {
			return fail("convert", fmt.Errorf("unknown format %q (want stream, file or parquet)", *format))
		}
	}
	f, c, err := openParquet("convert", *in, *int96)
	if err != nil {
		return err
	}
	defer c.Close()
	schema, err := f.ProjectedSchema(sel)
	if err != nil {
		return fail("convert", err)
	}
	batches := 0
	err = writeOutput(out, *outPath, func(w io.Writer) error {
		type batchWriter interface {
			Write(*arrays.RecordBatch) error
			Close() error
		}
		var bw batchWriter
		var err error
		if want == ipctool.File {
			bw, err = ipc.NewFileWriter(w, schema, ipc.WithCompression(codec))
		} else {
			bw, err = ipc.NewStreamWriter(w, schema, ipc.WithCompression(codec))
		}
		if err != nil {
			return err
		}
		for rb, err := range f.Batches(sel) {
			if err != nil {
				return fmt.Errorf("%s: %w", *in, err)
			}
			if err := bw.Write(rb); err != nil {
				return err
			}
			batches++
		}
		return bw.Close()
	})
	if err != nil {
		return fail("convert", err)
	}
	if *outPath == "-" {
		return nil
	}
	fmt.Fprintf(out, "%s (Parquet) -> %s (%s, %s): %d record batches, %d rows\n", *in, *outPath, want, codec, batches, f.NumRows())
	return nil
}

// columnsFlag is -columns: the paths of the columns to read, as
// parquet.ReadOptions.ColumnPaths takes them, separated by commas outside
// double quotes; the flag may be given more than once.
type columnsFlag []string

const columnsUsage = `read only these columns: comma-separated paths of the Parquet schema's names ("s.b.c", "l.element.x", "m.value.y"; a list's or map's repeated group may be left out, a name holding dots or commas in double quotes)`

func (c *columnsFlag) String() string { return strings.Join(*c, ",") }

func (c *columnsFlag) Set(s string) error {
	quoted, start := false, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] == '"' {
			quoted = !quoted
		}
		if i < len(s) && (quoted || s[i] != ',') {
			continue
		}
		p := strings.TrimSpace(s[start:i])
		if p == "" {
			return fmt.Errorf("an empty column path in %q", s)
		}
		*c = append(*c, p)
		start = i + 1
	}
	return nil
}

// printHeader prints the column names of schema as printRows heads a
// batch: what cat shows of a row group without rows.
func printHeader(out io.Writer, schema *arrays.Schema, width int) {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	for c, fd := range schema.Fields {
		if c > 0 {
			fmt.Fprint(tw, "\t")
		}
		fmt.Fprint(tw, cellText(fd.Name, width))
	}
	fmt.Fprintln(tw)
	tw.Flush()
}

// nopCloser closes nothing: a Parquet file read from standard input is
// held in memory.
type nopCloser struct{}

func (nopCloser) Close() error { return nil }
