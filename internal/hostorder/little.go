//go:build !(armbe || arm64be || m68k || mips || mips64 || mips64p32 || ppc || ppc64 || s390 || s390x || shbe || sparc || sparc64)

package hostorder

// BigEndian is false: this machine stores multi-byte values least
// significant byte first.
const BigEndian = false
