package ipc

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/quiver-go/quiver/arrays"
)

// ReadOption configures a StreamReader or a FileReader.
type ReadOption func(*readConfig)

type readConfig struct {
	trusted bool
	values  bool
	except  []string // value-level rules WithValueChecks leaves out
}

// WithTrusted marks the input as trusted: record batches are checked only
// structurally (arrays.ValidateData: buffer sizes, lengths, the first and
// last offsets, O(1) per array) instead of fully (arrays.ValidateDataSafe:
// every offset, view, index, run end, UTF-8 value and null count, O(n)). Use
// it for data this program wrote itself, where reading must not cost time
// proportional to the data (zero-copy file reading). Bytes that are not
// what they claim may then make array accessors panic.
func WithTrusted() ReadOption { return func(c *readConfig) { c.trusted = true } }

// WithValueChecks makes the reader also enforce the value-level rules
// (arrays.IsValueRule: decimal-precision, date64-days, time-of-day), as
// arrays.ValidateDataFull does, except those named in except; `quiver
// validate` reads this way. By default a reader enforces every structural
// and memory-safety rule but not these, like the readers of Arrow C++ and
// arrow-go: files in the wild break them (Arrow's own 0.14.1 and 1.0.0
// integration files do), and such values are still well-defined numbers.
// A name in except that is not a value-level rule makes the reader's
// constructor fail. WithTrusted takes precedence.
func WithValueChecks(except ...string) ReadOption {
	return func(c *readConfig) {
		c.values = true
		c.except = append(c.except, except...)
	}
}

// WithLaxDecimalPrecision leaves decimal precision out of WithValueChecks,
// as Arrow's integration testers do for old files; without WithValueChecks
// decimal precision is not checked anyway.
func WithLaxDecimalPrecision() ReadOption {
	return func(c *readConfig) { c.except = append(c.except, "decimal-precision") }
}

func newReadConfig(opts []ReadOption) (readConfig, error) {
	var c readConfig
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	for _, r := range c.except {
		if !arrays.IsValueRule(r) {
			return c, fmt.Errorf("ipc: WithValueChecks: %q is not a value-level rule (arrays.IsValueRule)", r)
		}
	}
	return c, nil
}

// readerCore is what stream and file readers share: the schema, the
// dictionaries received so far, and the loading of batches.
type readerCore struct {
	cfg    readConfig
	header *SchemaHeader
	dicts  dictTable
	file   bool // dictionary replacement is an error in files
	owner  any  // the *mapping the input lives in, or nil; see ownTree
}

// ownTree marks the data just loaded (not yet shared) as owned by the
// reader's mapping, so that the mapping outlives it. Nodes that already
// have an owner (dictionaries and data reused from earlier batches) are
// left alone: they are shared, and they are marked already.
func (r *readerCore) ownTree(d *arrays.Data) {
	if r.owner == nil || d == nil || d.Owner() != nil {
		return
	}
	d.WithOwner(r.owner)
	for _, c := range d.Children {
		r.ownTree(c)
	}
	r.ownTree(d.Dictionary)
}

func (r *readerCore) init(h *SchemaHeader, cfg readConfig, file bool) {
	r.cfg, r.header, r.file = cfg, h, file
	if r.header.Dictionaries == nil {
		r.header.Dictionaries = &DictionaryIDs{}
	}
}

// dictTable holds the current dictionary of every id.
type dictTable struct {
	mu  sync.RWMutex
	cur map[int64]*arrays.Data
}

func (t *dictTable) get(id int64) *arrays.Data {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.cur[id]
}

func (t *dictTable) set(id int64, d *arrays.Data) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.cur == nil {
		t.cur = map[int64]*arrays.Data{}
	}
	t.cur[id] = d
}

// readDictionary applies a DictionaryBatch message: a non-delta batch
// replaces the dictionary of its id (an error in files, where each id may
// have one non-delta batch only), a delta batch appends to it. what names
// the message for errors.
func (r *readerCore) readDictionary(m *Message, what string) error {
	h, err := m.DictionaryBatch()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	what += " (id " + strconv.FormatInt(h.ID, 10) + ")"
	df, ok := r.header.Dictionaries.Lookup(h.ID)
	if !ok || df.Type == nil {
		return fmt.Errorf("%w: %s: no field of the schema uses dictionary id %d", ErrMalformed, what, h.ID)
	}
	l := r.newLoader(m, &h.Data, what)
	d, err := l.field(arrays.Field{Name: "dictionary", Type: df.Type.Value, Nullable: true}, df.Path, 0)
	if err != nil {
		return err
	}
	if err := l.finish(); err != nil {
		return err
	}
	if int64(d.Length) != h.Data.Length {
		return fmt.Errorf("%w: %s: the dictionary has %d values, its batch length says %d", ErrMalformed, what, d.Length, h.Data.Length)
	}
	if err := r.validate(d); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrMalformed, what, err)
	}
	old := r.dicts.get(h.ID)
	switch {
	case h.IsDelta:
		if old == nil {
			return fmt.Errorf("%w: %s: delta for a dictionary that has not been received", ErrMalformed, what)
		}
		if d, err = concatData(old, d); err != nil {
			return fmt.Errorf("%w: %s: appending the delta: %w", ErrMalformed, what, err)
		}
	case old != nil && r.file:
		return fmt.Errorf("%w: %s: a second non-delta dictionary for id %d (an IPC file cannot replace dictionaries)", ErrMalformed, what, h.ID)
	}
	r.ownTree(d)
	r.dicts.set(h.ID, d)
	return nil
}

// readRecordBatch loads a RecordBatch message into a batch of the schema
// and validates it.
func (r *readerCore) readRecordBatch(m *Message, what string) (*arrays.RecordBatch, error) {
	h, err := m.RecordBatch()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	fields := r.header.Schema.Fields
	l := r.newLoader(m, h, what)
	datas := make([]*arrays.Data, len(fields))
	for i, f := range fields {
		if datas[i], err = l.field(f, FieldPath{i}, 0); err != nil {
			return nil, err
		}
		if int64(datas[i].Length) != h.Length {
			return nil, fmt.Errorf("%w: %s: column %d (%q) has %d rows, the batch length is %d", ErrMalformed, what, i, f.Name, datas[i].Length, h.Length)
		}
	}
	if err := l.finish(); err != nil {
		return nil, err
	}
	if uint64(h.Length) > uint64(maxInt) {
		return nil, fmt.Errorf("%w: %s: length %d does not fit in memory", ErrMalformed, what, h.Length)
	}
	cols := make([]arrays.Array, len(fields))
	for i, d := range datas {
		if err := r.validate(d); err != nil {
			return nil, fmt.Errorf("%w: %s: column %d (%q): %w", ErrMalformed, what, i, fields[i].Name, err)
		}
		r.ownTree(d)
		cols[i] = arrays.MakeArray(d)
	}
	rb, err := arrays.NewRecordBatch(r.header.Schema, cols, int(h.Length))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrMalformed, what, err)
	}
	return rb, nil
}

const maxInt = int(^uint(0) >> 1)

// validate checks loaded data as the options ask.
func (r *readerCore) validate(d *arrays.Data) error {
	switch {
	case r.cfg.trusted:
		return arrays.ValidateData(d)
	case !r.cfg.values:
		return arrays.ValidateDataSafe(d)
	}
	return arrays.ValidateDataFullExcept(d, r.cfg.except...)
}
