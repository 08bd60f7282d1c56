package integration

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
)

// The reader decodes the document into generic values (with
// json.Decoder.UseNumber, so that numbers keep their exact text) and walks
// them with the helpers below, which check each value's JSON kind and name
// its path when it is wrong.

type object = map[string]any

// kind names a decoded JSON value's kind for error messages.
func kind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case object:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

func key(path, k string) string { return path + "." + k }

func index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

func asObject(v any, path string) (object, error) {
	o, ok := v.(object)
	if !ok {
		return nil, errorf(path, "want an object, got %s", kind(v))
	}
	return o, nil
}

func asArray(v any, path string) ([]any, error) {
	a, ok := v.([]any)
	if !ok {
		return nil, errorf(path, "want an array, got %s", kind(v))
	}
	return a, nil
}

// member returns o[k], failing when the key is missing.
func member(o object, k, path string) (any, error) {
	v, ok := o[k]
	if !ok {
		return nil, errorf(path, "missing key %q", k)
	}
	return v, nil
}

func objectMember(o object, k, path string) (object, error) {
	v, err := member(o, k, path)
	if err != nil {
		return nil, err
	}
	return asObject(v, key(path, k))
}

func arrayMember(o object, k, path string) ([]any, error) {
	v, err := member(o, k, path)
	if err != nil {
		return nil, err
	}
	return asArray(v, key(path, k))
}

func stringMember(o object, k, path string) (string, error) {
	v, err := member(o, k, path)
	if err != nil {
		return "", err
	}
	s, ok := v.(string)
	if !ok {
		return "", errorf(key(path, k), "want a string, got %s", kind(v))
	}
	return s, nil
}

func boolMember(o object, k, path string) (bool, error) {
	v, err := member(o, k, path)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		return false, errorf(key(path, k), "want true or false, got %s", kind(v))
	}
	return b, nil
}

// optBoolMember is like boolMember but a missing key or null means def.
func optBoolMember(o object, k, path string, def bool) (bool, error) {
	if v, ok := o[k]; !ok || v == nil {
		return def, nil
	}
	return boolMember(o, k, path)
}

// intMember reads a signed integer of at most bits bits.
func intMember(o object, k, path string, bits int) (int64, error) {
	v, err := member(o, k, path)
	if err != nil {
		return 0, err
	}
	x, err := parseInt(v, bits)
	if err != nil {
		return 0, &Error{Path: key(path, k), Msg: "bad integer", Err: err}
	}
	return x, nil
}

// countMember reads a non-negative element count. Counts are checked
// against the lengths of the arrays that carry the values, so a large count
// never leads to a large allocation by itself.
func countMember(o object, k, path string) (int, error) {
	n, err := intMember(o, k, path, 64)
	if err != nil {
		return 0, err
	}
	if n < 0 || n > math.MaxInt {
		return 0, errorf(key(path, k), "count %d is negative", n)
	}
	return int(n), nil
}

var (
	errNotInteger = errors.New("not an integer")
	errNotNumber  = errors.New("not a number")
)

// numberText returns the literal text of a JSON number, or of a string
// holding one: the format writes 64-bit integers as strings and narrower
// ones as numbers, and readers accept either spelling.
func numberText(v any) (string, bool) {
	switch x := v.(type) {
	case json.Number:
		return string(x), true
	case string:
		return x, true
	}
	return "", false
}

func parseInt(v any, bits int) (int64, error) {
	s, ok := numberText(v)
	if !ok {
		return 0, fmt.Errorf("%w: got %s", errNotInteger, kind(v))
	}
	return strconv.ParseInt(s, 10, bits)
}

func parseUint(v any, bits int) (uint64, error) {
	s, ok := numberText(v)
	if !ok {
		return 0, fmt.Errorf("%w: got %s", errNotInteger, kind(v))
	}
	return strconv.ParseUint(s, 10, bits)
}

func parseFloat(v any, bits int) (float64, error) {
	s, ok := numberText(v)
	if !ok {
		return 0, fmt.Errorf("%w: got %s", errNotNumber, kind(v))
	}
	return strconv.ParseFloat(s, bits)
}

// parseBool accepts true/false (every gold file) and 1/0 (the upstream prose).
func parseBool(v any) (bool, error) {
	switch x := v.(type) {
	case bool:
		return x, nil
	case json.Number:
		switch x {
		case "0":
			return false, nil
		case "1":
			return true, nil
		}
	}
	return false, fmt.Errorf("want true, false, 0 or 1, got %s", describe(v))
}

// parseHex decodes a hex string (either case).
func parseHex(v any) ([]byte, error) {
	s, ok := v.(string)
	if !ok {
		return nil, fmt.Errorf("want a hex string, got %s", kind(v))
	}
	return hex.DecodeString(s)
}

// describe renders a small value for error messages.
func describe(v any) string {
	switch x := v.(type) {
	case json.Number:
		return string(x)
	case string:
		if len(x) > 40 {
			x = x[:40] + "..."
		}
		return strconv.Quote(x)
	case bool:
		return strconv.FormatBool(x)
	}
	return kind(v)
}
