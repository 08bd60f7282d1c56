package hostorder

import (
	"encoding/binary"
	"testing"
)

// The build tags must agree with what the machine does.
func TestBigEndian(t *testing.T) {
	if got := binary.NativeEndian.Uint16([]byte{0, 1}) == 1; got != BigEndian {
		t.Fatalf("BigEndian is %v, the machine says %v", BigEndian, got)
	}
}
