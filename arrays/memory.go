package arrays

import (
	"os"
	"strings"
	"unsafe"
)

// Alignment is the byte alignment and padding unit of every buffer quiver
// allocates. 64 bytes is the Arrow recommendation: one cache line, one
// AVX-512 register, so kernels may load whole vectors at the tail.
const Alignment = 64

// PaddedLen rounds n up to a multiple of Alignment.
func PaddedLen(n int) int { return (n + Alignment - 1) &^ (Alignment - 1) }

// AllocBuffer returns a zeroed buffer of length n whose first byte is
// 64-byte aligned and whose capacity is n rounded up to a multiple of 64,
// so that buf[:cap(buf)] is the padded region (zeroed as well).
func AllocBuffer(n int) []byte {
	if n < 0 {
		panic("arrays.AllocBuffer: negative size")
	}
	if b := recycler.get(n, true); b != nil {
		return b
	}
	padded := PaddedLen(n)
	if padded == 0 {
		padded = Alignment
	}
	return alignedBytes(padded, func(k int) []byte { return make([]byte, k) })[:n]
}

// alignedBytes returns padded bytes (a multiple of 64) from alloc, 64-byte
// aligned. It first asks for exactly that length: such a request lands in
// a size class that is itself a multiple of 64 (or, from 32 KiB, in pages
// of its own), and classes' objects start on their span's page boundary,
// so the buffer comes out aligned without the 63 bytes of slack that would
// push it into the next class (8 KiB would take 9.25 KiB, 128 KiB 136
// KiB). The runtime does not promise this, so the alignment is checked,
// and where it fails the slack is added after all.
func alignedBytes(padded int, alloc func(int) []byte) []byte {
	if raw := alloc(padded); IsAligned(raw) {
		return raw[:padded:padded]
	}
	raw := alloc(padded + Alignment - 1)
	shift := int((Alignment - uintptr(unsafe.Pointer(unsafe.SliceData(raw)))%Alignment) % Alignment)
	return raw[shift : shift+padded : shift+padded]
}

// AllocBufferUninit is AllocBuffer for a caller that overwrites every byte
// of [0, n) before anything reads it (a kernel's output): the padding is
// zeroed, the n bytes are left as the Go runtime hands them out, which
// saves the pass that zeroes them (a third of a 1M-value filter's time).
// Reading a byte before writing it may see stale memory of this process.
// With QUIVER_POISON=1 in the environment the bytes are filled with 0xA5
// instead, so that tests catch a kernel that leaves some unwritten.
func AllocBufferUninit(n int) []byte {
	if n < 0 {
		panic("arrays.AllocBufferUninit: negative size")
	}
	padded := max(PaddedLen(n), Alignment)
	if padded < uninitMin {
		b := AllocBuffer(n) // zeroing this little costs less than the builder's detour
		if poisonUninit {
			poison(b)
		}
		return b
	}
	if b := recycler.get(n, false); b != nil {
		if poisonUninit {
			poison(b)
		}
		return b
	}
	b := alignedBytes(padded, uninitBytes)
	clear(b[n:])
	if poisonUninit {
		poison(b[:n])
	}
	return b[:n]
}

// poison fills b with 0xA5: bytes a kernel forgot to write show up in tests.
func poison(b []byte) {
	for i := range b {
		b[i] = 0xa5
	}
}

// uninitMin is the size from which AllocBufferUninit skips zeroing:
// below it the strings.Builder detour (uninitBytes) costs more
// instructions than the runtime's clearing of a small size class.
const uninitMin = 2048

// poisonUninit makes AllocBufferUninit fill its bytes with 0xA5 (tests).
var poisonUninit = os.Getenv("QUIVER_POISON") == "1"

// uninitBytes returns n bytes of heap memory the runtime did not zero: Go
// offers no such allocation directly, but strings.Builder.Grow makes one
// (the runtime knows a builder overwrites what it hands out), and the
// builder's one written byte gives its address. Nothing else refers to
// that memory, so the slice is its only user.
func uninitBytes(n int) []byte {
	var sb strings.Builder
	sb.Grow(n)
	sb.WriteByte(0)
	return unsafe.Slice(unsafe.StringData(sb.String()), n)
}

// IsAligned reports whether the buffer starts on an Alignment boundary.
func IsAligned(b []byte) bool {
	if cap(b) == 0 {
		return true
	}
	return uintptr(unsafe.Pointer(unsafe.SliceData(b)))%Alignment == 0
}

// growBuffer returns a buffer of length n holding the bytes of b, reallocating
// (aligned, amortised doubling) when b's capacity is too small.
func growBuffer(b []byte, n int) []byte {
	if n <= cap(b) {
		old := len(b)
		b = b[:n]
		if n > old {
			clear(b[old:])
		}
		return b
	}
	c := 2 * cap(b)
	if c < n {
		c = n
	}
	nb := AllocBuffer(c)[:n]
	copy(nb, b)
	return nb
}

// finishBuffer trims a builder's buffer to n bytes and zeroes the bytes up to
// the 64-byte padding so that finished buffers never expose stale bytes.
func finishBuffer(b []byte, n int) []byte {
	if b == nil {
		b = AllocBuffer(n)
	}
	if cap(b) < PaddedLen(n) {
		b = growBuffer(b, PaddedLen(n))
	}
	full := b[:PaddedLen(n)]
	clear(full[n:])
	return full[:n:len(full)]
}

// bytesOf reinterprets a slice of fixed-size values as bytes (no copy).
func bytesOf[T any](s []T) []byte {
	if cap(s) == 0 {
		return nil
	}
	var z T
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), cap(s)*int(unsafe.Sizeof(z)))[:len(s)*int(unsafe.Sizeof(z))]
}

// valuesOf reinterprets a byte buffer as a slice of fixed-size values (no
// copy). Trailing bytes that do not make a whole value are ignored. Buffers
// quiver allocates are aligned; buffers from elsewhere must be aligned to
// the value size (the IPC reader copies unaligned ones).
func valuesOf[T any](b []byte) []T {
	var z T
	size := int(unsafe.Sizeof(z))
	if len(b) < size {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/size)
}
