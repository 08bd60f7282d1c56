// Package hostorder says, as a constant, whether the machine is
// big-endian. Arrow arrays hold values in the host's byte order, but a
// bitmap is bytes (slot i is bit i%8 of byte i/8): code that works on a
// bitmap as 64-bit words sees slot 64w+i at bit i of word w only on a
// little-endian host, and must swap the words' bytes elsewhere. A constant,
// unlike binary.NativeEndian, lets the compiler drop those swaps on
// little-endian hosts.
package hostorder
