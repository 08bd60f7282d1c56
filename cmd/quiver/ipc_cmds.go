package main

// The IPC commands: cat, schema, validate and convert. Each reads an Arrow
// IPC input in either format (a file starts with the magic "ARROW1"; any
// other input is read as a stream), given as a path or "-" for standard
// input, and treats it as untrusted: batches pass every structural and
// memory-safety rule before they are printed or converted. Only validate
// also checks the value-level rules (decimal precision, date64 whole days,
// time of day), which readers, quiver's included, do not enforce.

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/ipc"
)

// stdin is where "-" reads from (a variable so that tests can replace it).
var stdin io.Reader = os.Stdin

// cmdError is a command's failure: the command name and a one-line cause.
type cmdError struct {
	cmd string
	err error
}

func (e *cmdError) Error() string { return e.cmd + ": " + ipctool.OneLine(e.err) }
func (e *cmdError) Unwrap() error { return e.err }

func fail(cmd string, err error) error { return &cmdError{cmd, err} }

// errHelp reports that -h was asked for and the usage printed.
var errHelp = errors.New("help")

// parseFlags parses a command's flags, printing the usage to out for -h.
// A bad flag is an error of one line.
func parseFlags(fs *flag.FlagSet, args []string, out io.Writer, synopsis string) error {
	var buf bytes.Buffer
	fs.SetOutput(&buf)
	fs.Usage = func() {
		fmt.Fprintf(&buf, "usage: quiver %s\n", synopsis)
		fs.PrintDefaults()
	}
	err := fs.Parse(args)
	if err == flag.ErrHelp {
		io.Copy(out, &buf)
		return errHelp
	}
	if err != nil {
		return fmt.Errorf("%v (usage: quiver %s)", err, synopsis)
	}
	return nil
}

// oneInput returns the single positional argument.
func oneInput(fs *flag.FlagSet, synopsis string) (string, error) {
	if fs.NArg() != 1 {
		return "", fmt.Errorf("want one input, a path or - for standard input (usage: quiver %s)", synopsis)
	}
	return fs.Arg(0), nil
}

// open opens an input; an empty one is an error here (there is no schema
// to show).
func open(path string, opts ...ipc.ReadOption) (*ipctool.Source, error) {
	src, err := ipctool.Open(path, stdin, opts...)
	if err == ipctool.ErrEmpty {
		return nil, fmt.Errorf("%s: empty input, not an Arrow IPC stream or file", displayName(path))
	}
	if err != nil {
		// Errors from opening a path (os.Open, ipc.OpenFile) name it
		// already.
		if path != "-" && strings.Contains(err.Error(), path) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", displayName(path), err)
	}
	return src, nil
}

func displayName(path string) string {
	if path == "-" {
		return "<stdin>"
	}
	return path
}

// ----- cat -----

const catSynopsis = "cat [-n ROWS | -all] [-width CHARS] FILE|-"

// catDefaultRows is how many rows of each batch cat prints by default.
const catDefaultRows = 10

// catChunk is how many rows are aligned together: alignment stays local, so
// one wide value does not pad a whole column of a big batch, and memory
// stays bounded whatever the batch size.
const catChunk = 100

// runCat prints the schema, then the head of every record batch as a
// table: a header of column names, then one line per row with each value
// as Array.ValueString renders it, cut to -width characters. -n sets the
// rows per batch, -all prints every row. Batches are read like the default
// ipc reader does: every structural and memory-safety rule is enforced,
// value-level rules are not (a decimal with more digits than its
// precision is printed as it is; validate reports it).
func runCat(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("cat", flag.ContinueOnError)
	limit := fs.Int("n", catDefaultRows, "rows to print from each record batch")
	all := fs.Bool("all", false, "print every row of every record batch")
	width := fs.Int("width", 40, "cut values longer than this many characters (0: never)")
	if err := parseFlags(fs, args, out, catSynopsis); err != nil {
		return helpOrFail("cat", err)
	}
	if *limit < 0 {
		return fail("cat", fmt.Errorf("-n %d: the number of rows per batch cannot be negative (use -all for every row)", *limit))
	}
	if *width < 0 {
		return fail("cat", fmt.Errorf("-width %d cannot be negative (0 means no limit)", *width))
	}
	path, err := oneInput(fs, catSynopsis)
	if err != nil {
		return fail("cat", err)
	}
	src, err := open(path)
	if err != nil {
		return fail("cat", err)
	}
	defer src.Close()
	if err := printSchema(out, src, false); err != nil {
		return fail("cat", err)
	}
	bw := bufio.NewWriterSize(out, 1<<16)
	defer bw.Flush()
	cut := false
	for i := 0; ; i++ {
		rb, _, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			bw.Flush()
			return fail("cat", fmt.Errorf("%s: %w", displayName(path), err))
		}
		n := rb.NumRows()
		if !*all {
			n = min(n, *limit)
		}
		fmt.Fprintf(bw, "\nrecord batch %d: %d rows\n", i, rb.NumRows())
		if n > 0 || rb.NumRows() == 0 {
			printRows(bw, rb, n, *width)
		}
		if more := rb.NumRows() - n; more > 0 {
			fmt.Fprintf(bw, "... %d more rows\n", more)
			cut = true
		}
	}
	switch {
	case cut && *limit == 0:
		fmt.Fprintln(bw, "\n(-n 0: row counts only; -n ROWS or -all to print rows)")
	case cut:
		fmt.Fprintf(bw, "\n(at most %d rows of each record batch shown: -n to change, -all for every row)\n", *limit)
	}
	return bw.Flush()
}

// printRows prints the first n rows of rb as a table, aligned catChunk rows
// at a time, cells cut to width characters.
func printRows(out io.Writer, rb *arrays.RecordBatch, n, width int) {
	cols := rb.Columns()
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	for c := range cols {
		if c > 0 {
			fmt.Fprint(tw, "\t")
		}
		fmt.Fprint(tw, cellText(rb.ColumnName(c), width))
	}
	fmt.Fprintln(tw)
	for i := range n {
		for c, col := range cols {
			if c > 0 {
				fmt.Fprint(tw, "\t")
			}
			fmt.Fprint(tw, cellText(col.ValueString(i), width))
		}
		fmt.Fprintln(tw)
		if (i+1)%catChunk == 0 {
			tw.Flush()
		}
	}
	tw.Flush()
}

// cellText keeps a table cell on one line, out of the way of the column
// separator, and at most width characters long (width > 0), ending a cut
// value with "…".
func cellText(s string, width int) string {
	if s == "" {
		return `""`
	}
	if strings.ContainsAny(s, "\t\n\r") {
		s = strings.NewReplacer("\t", `\t`, "\n", `\n`, "\r", `\r`).Replace(s)
	}
	if width > 0 && utf8.RuneCountInString(s) > width {
		k := 0
		for i := range s {
			if k == max(width-1, 1) {
				return s[:i] + "…"
			}
			k++
		}
	}
	return s
}

// ----- schema -----

const schemaSynopsis = "schema FILE|-"

// runSchema prints what the input says about itself without reading its
// record batches: the format, the body byte order, the fields with their
// types, nullability and metadata, the dictionary ids, and for a file the
// number of record and dictionary batches and the footer metadata.
func runSchema(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("schema", flag.ContinueOnError)
	if err := parseFlags(fs, args, out, schemaSynopsis); err != nil {
		return helpOrFail("schema", err)
	}
	path, err := oneInput(fs, schemaSynopsis)
	if err != nil {
		return fail("schema", err)
	}
	src, err := open(path)
	if err != nil {
		return fail("schema", err)
	}
	defer src.Close()
	return printSchema(out, src, true)
}

func printSchema(out io.Writer, src *ipctool.Source, detail bool) error {
	h := src.Header
	desc := "Arrow IPC " + src.Format.String()
	if f := src.File; f != nil {
		desc += fmt.Sprintf(", %d record batches, %d dictionary batches", f.NumRecordBatches(), f.NumDictionaries())
	}
	fmt.Fprintln(out, desc)
	if detail {
		fmt.Fprintf(out, "body byte order: %s-endian\n", h.Endianness)
		if len(h.Features) > 0 {
			fmt.Fprintf(out, "features: %v\n", h.Features)
		}
	}
	ids := map[string]int64{}
	for _, d := range h.Dictionaries.Fields() {
		ids[pathKey(d.Path)] = d.ID
	}
	fmt.Fprintln(out, "schema:")
	var walk func(fs []arrays.Field, path []int, indent string)
	walk = func(fs []arrays.Field, path []int, indent string) {
		for i, f := range fs {
			p := append(path[:len(path):len(path)], i)
			line := indent + cellText(f.Name, 0) + ": " + f.Type.String()
			if !f.Nullable {
				line += " not null"
			}
			if id, ok := ids[pathKey(p)]; ok {
				line += " (dictionary id " + strconv.FormatInt(id, 10) + ")"
			}
			fmt.Fprintln(out, line)
			if f.Metadata.Len() > 0 {
				fmt.Fprintf(out, "%s  metadata: %s\n", indent, fmtMetadata(f.Metadata))
			}
			if detail {
				walk(childFields(f.Type), p, indent+"  ")
			}
		}
	}
	walk(h.Schema.Fields, nil, "  ")
	if h.Schema.Metadata.Len() > 0 {
		fmt.Fprintf(out, "schema metadata: %s\n", fmtMetadata(h.Schema.Metadata))
	}
	if src.File != nil && src.File.Metadata().Len() > 0 && detail {
		fmt.Fprintf(out, "footer metadata: %s\n", fmtMetadata(src.File.Metadata()))
	}
	return nil
}

// childFields are the fields a field's type nests, looking through
// extension and dictionary types, in the order IPC field paths count them.
func childFields(t arrays.DataType) []arrays.Field {
	for range 64 {
		switch x := t.(type) {
		case arrays.ExtensionType:
			t = x.StorageType()
		case *arrays.DictionaryType:
			t = x.Value
		case arrays.NestedType:
			return x.Fields()
		default:
			return nil
		}
	}
	return nil
}

func pathKey(p []int) string {
	var b strings.Builder
	for i, x := range p {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

func fmtMetadata(m arrays.Metadata) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := range m.Keys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q: %q", m.Keys[i], m.Values[i])
	}
	b.WriteByte('}')
	return b.String()
}

// ----- validate -----

const validateSynopsis = "validate [-values=false] [-lax-decimals] FILE|-"

// runValidate reads every record batch with full validation and reports
// the first problem of each bad batch: the message (batch number and byte
// offset), the column, the path inside it, the slot and the rule broken.
// It checks the structural and memory-safety rules (every offset, index,
// view, run end, UTF-8 value and null count), which cat, convert and the
// ipc readers always enforce, and by default also the value-level rules
// (decimal precision, date64 whole days, time of day), which they do not
// enforce, like Arrow C++'s and arrow-go's readers: a file failing only
// those is still read by cat and convert, and the report says so. A file's
// batches are independent, so every bad one is listed on stdout; a stream
// cannot be read past its first bad message. It fails (exit status 1) when
// anything is wrong.
func runValidate(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("validate", flag.ContinueOnError)
	values := fs.Bool("values", true, "also check the value-level rules (decimal precision, date64 whole days, time of day), which readers do not enforce")
	lax := fs.Bool("lax-decimals", false, "leave decimal precision out of the value-level rules (as Arrow's testers do for old files)")
	if err := parseFlags(fs, args, out, validateSynopsis); err != nil {
		return helpOrFail("validate", err)
	}
	path, err := oneInput(fs, validateSynopsis)
	if err != nil {
		return fail("validate", err)
	}
	var opts []ipc.ReadOption
	if *values {
		opts = append(opts, ipc.WithValueChecks())
		if *lax {
			opts = append(opts, ipc.WithLaxDecimalPrecision())
		}
	}
	name := displayName(path)
	src, err := open(path, opts...)
	if err != nil {
		return fail("validate", err)
	}
	defer src.Close()
	var rows int64
	if f := src.File; f != nil {
		var bad []error
		for i := range f.NumRecordBatches() {
			rb, err := f.RecordBatch(i)
			if err != nil {
				bad = append(bad, err)
				continue
			}
			rows += int64(rb.NumRows())
		}
		switch len(bad) {
		case 0:
			fmt.Fprintf(out, "%s: valid Arrow IPC file: %d fields, %d record batches, %d rows\n", name, len(src.Schema().Fields), f.NumRecordBatches(), rows)
			return nil
		case 1:
			return fail("validate", fmt.Errorf("%s: %w%s", name, bad[0], valueHint(bad)))
		}
		for _, err := range bad {
			fmt.Fprintf(out, "%s: %s\n", name, ipctool.OneLine(err))
		}
		return fail("validate", fmt.Errorf("%s: %d of %d record batches are invalid, the first: %w%s", name, len(bad), f.NumRecordBatches(), bad[0], valueHint(bad)))
	}
	n := 0
	for {
		rb, _, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fail("validate", fmt.Errorf("%s: %w%s", name, err, valueHint([]error{err})))
		}
		n++
		rows += int64(rb.NumRows())
	}
	fmt.Fprintf(out, "%s: valid Arrow IPC stream: %d fields, %d record batches, %d rows\n", name, len(src.Schema().Fields), n, rows)
	return nil
}

// valueHint says, when every problem found breaks a value-level rule, that
// the data is still readable (cat, convert and the default ipc reader
// accept it) and how to skip the check.
func valueHint(errs []error) string {
	decimals := true
	for _, err := range errs {
		var ve *arrays.ValidationError
		if !errors.As(err, &ve) || !arrays.IsValueRule(ve.Rule) {
			return ""
		}
		decimals = decimals && ve.Rule == "decimal-precision"
	}
	skip := "-values=false skips these rules"
	if decimals {
		skip = "-lax-decimals skips this rule"
	}
	return " (a value-level rule, which readers do not enforce: cat and convert read this data; " + skip + ")"
}

// ----- convert -----

const convertSynopsis = "convert -in FILE|- -out FILE|- [-format stream|file|parquet] [-compression none|lz4|zstd, for Parquet none|snappy|gzip|zstd|lz4|brotli]"

// runConvert rewrites an IPC input in the format asked for, compressed with
// the codec asked for (none by default: convert removes compression unless
// told otherwise). The schema, its metadata, the dictionary ids, each
// batch's message metadata and (file to file) the footer metadata are
// kept. Without -format the output format follows the output name (.arrow,
// .arrow_file, .feather: file; .arrows, .stream: stream) and otherwise is
// the other format from the input's. The input is validated like the default
// ipc reader does (every structural and memory-safety rule; value-level
// rules such as decimal precision are not enforced and values are carried
// as they are). A file output is
// written to a temporary file renamed into place at the end, so a failed
// conversion leaves no partial file. With -format parquet, or an output
// named .parquet or .pq, the output is a Parquet file (snappy unless
// -compression says otherwise) whose ARROW:schema keeps the Arrow types.
func runConvert(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("convert", flag.ContinueOnError)
	in := fs.String("in", "", "input path, - for standard input")
	outPath := fs.String("out", "", "output path, - for standard output")
	format := fs.String("format", "", "output format: stream, file or parquet (default: from the -out name, else the other format)")
	comp := fs.String("compression", "", "compression of the output: none (the default), lz4 or zstd; for Parquet snappy (the default), none, gzip, zstd, lz4 or brotli")
	if err := parseFlags(fs, args, out, convertSynopsis); err != nil {
		return helpOrFail("convert", err)
	}
	if fs.NArg() > 0 {
		return fail("convert", fmt.Errorf("unexpected argument %q (usage: quiver %s)", fs.Arg(0), convertSynopsis))
	}
	if *in == "" || *outPath == "" {
		return fail("convert", fmt.Errorf("-in and -out are required (usage: quiver %s)", convertSynopsis))
	}
	if *format == "" {
		if err := knownOutput(*outPath); err != nil {
			return fail("convert", err)
		}
	}
	if wantsParquet(*outPath, *format) {
		return convertToParquet(*in, *outPath, *comp, out)
	}
	codec, err := ipctool.ParseCompression(*comp)
	if err != nil {
		return fail("convert", err)
	}
	var want ipctool.Format
	explicit := *format != ""
	if explicit {
		if want, err = ipctool.ParseFormat(*format); err != nil {
			return fail("convert", fmt.Errorf("unknown format %q (want stream, file or parquet)", *format))
		}
	}
	src, err := open(*in)
	if err != nil {
		return fail("convert", err)
	}
	defer src.Close()
	if !explicit {
		want = formatFor(*outPath, src.Format)
	}
	var opts []ipc.WriteOption
	opts = append(opts, ipc.WithCompression(codec))
	if src.File != nil && want == ipctool.File && src.File.Metadata().Len() > 0 {
		opts = append(opts, ipc.WithFooterMetadata(src.File.Metadata()))
	}

	var batches int
	var rows int64
	err = writeOutput(out, *outPath, func(w io.Writer) error {
		sink, err := ipctool.NewSink(w, want, src.Header, opts...)
		if err != nil {
			return err
		}
		if batches, rows, err = ipctool.Copy(sink, src); err != nil {
			return fmt.Errorf("%s: %w", displayName(*in), err)
		}
		return nil
	})
	if err != nil {
		return fail("convert", err)
	}
	if *outPath == "-" {
		return nil
	}
	fmt.Fprintf(out, "%s (%s) -> %s (%s, %s): %d record batches, %d rows\n",
		displayName(*in), src.Format, *outPath, want, codec, batches, rows)
	return nil
}

// convertToParquet writes an IPC input as a Parquet file.
func convertToParquet(in, outPath, comp string, out io.Writer) error {
	codec, err := parseParquetCodec(comp)
	if err != nil {
		return fail("convert", err)
	}
	src, err := open(in)
	if err != nil {
		return fail("convert", err)
	}
	defer src.Close()
	next := func() (*arrays.RecordBatch, error) {
		rb, _, err := src.Next()
		return rb, err
	}
	batches, rows, err := writeParquetOutput(out, outPath, src.Schema(), codec, next)
	if err != nil {
		return fail("convert", fmt.Errorf("%s -> %s: %w", displayName(in), outPath, err))
	}
	if outPath != "-" {
		fmt.Fprintf(out, "%s (%s) -> %s (Parquet, %s): %d record batches, %d rows\n",
			displayName(in), src.Format, outPath, codec, batches, rows)
	}
	return nil
}

// knownOutput reports whether convert knows the output's format from its
// name: a known extension, or none at all (standard output, a bare name),
// for which the format is the other one than the input's. Any other
// extension (x.csv, x.json) is an error unless -format says what to
// write: never a silent IPC stream under a name that says otherwise.
func knownOutput(out string) error {
	switch strings.ToLower(filepath.Ext(out)) {
	case "", ".arrow", ".arrow_file", ".feather", ".arrows", ".stream", ".ipc", ".parquet", ".pq":
		return nil
	}
	return fmt.Errorf("-out %s: convert does not write %s files (it writes .arrow, .arrows, .feather, .stream, .ipc and .parquet; -format stream|file|parquet sets the format whatever the name)", out, filepath.Ext(out))
}

// formatFor picks the output format from the output name, or else the
// format other than the input's.
func formatFor(out string, in ipctool.Format) ipctool.Format {
	switch strings.ToLower(filepath.Ext(out)) {
	case ".arrow", ".arrow_file", ".feather":
		return ipctool.File
	case ".arrows", ".stream":
		return ipctool.Stream
	}
	if in == ipctool.File {
		return ipctool.Stream
	}
	return ipctool.File
}

// helpOrFail turns -h into success and anything else into the command's
// error.
func helpOrFail(cmd string, err error) error {
	if err == errHelp {
		return nil
	}
	return fail(cmd, err)
}
