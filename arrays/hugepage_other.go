//go:build !linux

package arrays

// hugePagesDefault is off where huge pages cannot be asked for.
var hugePagesDefault = false

func adviseHuge([]byte) {}
