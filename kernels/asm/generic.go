package asm

// genericTable returns the pure-Go kernels. Every assembly table starts as a
// copy of it and replaces the entries it has assembly for, so each level
// always has a complete table.
func genericTable() *Table {
	return &Table{
		level:  Generic,
		popcnt: popcntGo,
		bitop: [numBitOps]func(dst, a []byte, sa uint, b []byte, sb uint){
			And: andGo, Or: orGo, AndNot: andNotGo, Xor: xorGo,
		},
		skip:       skipGo,
		select32:   select32Go,
		select64:   select64Go,
		boundaries: boundariesGo,
		unpack8:    unpack8Generic,
		unpack16:   unpack16Generic,
		unpack32:   unpack32Generic,
		unpack64:   unpack64Generic,
		filter8:    filterWordsGo[uint8],
		filter16:   filterWordsGo[uint16],
		filter32:   filterWordsGo[uint32],
		filter64:   filterWordsGo[uint64],
	}
}

// derive returns a copy of the generic table for level l with the changes
// set makes.
func derive(l Level, set func(k *Table)) *Table {
	k := genericTable()
	k.level = l
	set(k)
	return k
}
