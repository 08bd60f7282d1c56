package arrays

import (
	"fmt"
	"sort"
	"sync"
)

// Metadata keys that carry an extension type through IPC.
const (
	ExtensionNameKey     = "ARROW:extension:name"
	ExtensionMetadataKey = "ARROW:extension:metadata"
)

// ExtensionType is a user-defined logical type stored as a built-in storage
// type. Implementations must be comparable values or pointers; TypeEqual
// compares name, serialized parameters and storage.
type ExtensionType interface {
	DataType // ID() returns EXTENSION
	// ExtensionName is the registered name, e.g. "arrow.uuid".
	ExtensionName() string
	// StorageType is the built-in type that holds the values.
	StorageType() DataType
	// Serialize renders the type's parameters for ARROW:extension:metadata.
	Serialize() string
}

// ExtensionFactory rebuilds an extension type from its storage type and
// serialized parameters, rejecting combinations it does not support.
type ExtensionFactory func(storage DataType, serialized string) (ExtensionType, error)

var extRegistry = struct {
	sync.RWMutex
	m map[string]ExtensionFactory
}{m: map[string]ExtensionFactory{}}

// RegisterExtensionType makes name known to readers (IPC, JSON). It fails
// if the name is already registered.
func RegisterExtensionType(name string, f ExtensionFactory) error {
	extRegistry.Lock()
	defer extRegistry.Unlock()
	if _, dup := extRegistry.m[name]; dup {
		return fmt.Errorf("arrays: extension type %q is already registered", name)
	}
	extRegistry.m[name] = f
	return nil
}

// UnregisterExtensionType forgets name.
func UnregisterExtensionType(name string) {
	extRegistry.Lock()
	defer extRegistry.Unlock()
	delete(extRegistry.m, name)
}

// LookupExtensionType returns the factory registered for name.
func LookupExtensionType(name string) (ExtensionFactory, bool) {
	extRegistry.RLock()
	defer extRegistry.RUnlock()
	f, ok := extRegistry.m[name]
	return f, ok
}

// RegisteredExtensionTypes lists the registered names, sorted.
func RegisteredExtensionTypes() []string {
	extRegistry.RLock()
	defer extRegistry.RUnlock()
	names := make([]string, 0, len(extRegistry.m))
	for n := range extRegistry.m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ExtensionArray is an array of an extension type: the storage array plus
// the extension type.
type ExtensionArray struct {
	base
	storage Array
}

func newExtensionArray(d *Data) *ExtensionArray {
	et := d.Type.(ExtensionType)
	sd := NewData(et.StorageType(), d.Length, d.Buffers, d.Children, d.storedNulls(), d.Offset)
	sd.Dictionary = d.Dictionary
	sd.inherit(d)
	return &ExtensionArray{base: base{d}, storage: MakeArray(sd)}
}

// NewExtensionArray wraps a storage array whose type is t's storage type.
func NewExtensionArray(t ExtensionType, storage Array) (*ExtensionArray, error) {
	if !TypeEqual(t.StorageType(), storage.DataType()) {
		return nil, fmt.Errorf("arrays: extension %s needs storage %s, got %s", t.ExtensionName(), t.StorageType(), storage.DataType())
	}
	sd := storage.Data()
	d := NewData(t, sd.Length, sd.Buffers, sd.Children, sd.storedNulls(), sd.Offset)
	d.Dictionary = sd.Dictionary
	d.inherit(sd)
	return &ExtensionArray{base: base{d}, storage: storage}, nil
}

// ExtensionType returns the array's extension type.
func (a *ExtensionArray) ExtensionType() ExtensionType { return a.data.Type.(ExtensionType) }

// Storage returns the storage array (same buffers, same offset).
func (a *ExtensionArray) Storage() Array { return a.storage }

func (a *ExtensionArray) IsNull(i int) bool        { return a.storage.IsNull(i) }
func (a *ExtensionArray) IsValid(i int) bool       { return a.storage.IsValid(i) }
func (a *ExtensionArray) ValueString(i int) string { return formatExtensionValue(a, i) }
func (a *ExtensionArray) String() string           { return formatArray(a) }
