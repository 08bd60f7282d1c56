package arrays

import "unsafe"

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
	padded := PaddedLen(n)
	if padded == 0 {
		padded = Alignment
	}
	raw := make([]byte, padded+Alignment-1)
	shift := int((Alignment - uintptr(unsafe.Pointer(unsafe.SliceData(raw)))%Alignment) % Alignment)
	return raw[shift : shift+n : shift+padded]
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
