// Software prefetch for the kernels that stream an output larger than the
// L2 cache (bit-unpacking writes 4 bytes per value: 4 MB at 1M values).
// The unpack kernels, the hybrid runs loops, the filter kernels
// (gen/asmgen/filter.go, outAheadWord) and the scalar dictionary gathers
// (gather_amd64.s) use these macros.
//
// OUT_AHEAD_DI and OUT_AHEAD_R11 ask for the two cache lines of output
// 2 KiB past the register in a writable state (PREFETCHW), so the stores
// that reach them find them owned instead of each waiting, at the head of
// the store buffer, for its line to come from L3; IN_AHEAD_SI and
// IN_AHEAD_R10 bring the input's line 1 KiB ahead. On an Intel Xeon
// (Emerald Rapids) they took 10-13% off Unpack32 at 1M values (widths
// 12-24: 236 -> 212 us at width 12) and nothing from it at 64K; clearing a
// 4 MB buffer with 64-byte stores went from 164-175 to 156-162 us with
// PREFETCHW alone. A prefetch never faults, so reaching past the end of a
// buffer is harmless.
//
// Go's assembler has no PREFETCHW, so it is spelled out: 0F 0D /1 with a
// 32-bit displacement (ModRM mod=10, reg=1), REX.B for R11 as the base,
// REX.X and a SIB byte for R11 as the index (gen/asmgen's TestPrefetchWEncoding checks the bytes). Only AVX-512
// kernels use it: every AVX-512 CPU has it (Intel since Broadwell, AMD
// since the K6-2).

#define PREFETCHW_DI(off)  BYTE $0x0F; BYTE $0x0D; BYTE $0x8F; LONG $off
#define PREFETCHW_R11(off) BYTE $0x41; BYTE $0x0F; BYTE $0x0D; BYTE $0x8B; LONG $off
// PREFETCHW off(DI)(R11*scale), sib the SIB byte: scale's bits (0-3) << 6,
// index R11 (3) << 3, base DI (7).
#define PREFETCHW_DI_R11(sib, off) BYTE $0x42; BYTE $0x0F; BYTE $0x0D; BYTE $0x8C; BYTE $sib; LONG $off

#define OUT_AHEAD_DI  PREFETCHW_DI(2048); PREFETCHW_DI(2112)
#define OUT_AHEAD_R11 PREFETCHW_R11(2048); PREFETCHW_R11(2112)
#define IN_AHEAD_SI   PREFETCHT0 1024(SI)
#define IN_AHEAD_R10  PREFETCHT0 1024(R10)
#define IN2_AHEAD_SI  PREFETCHT0 1024(SI); PREFETCHT0 1088(SI)
#define IN2_AHEAD_R10 PREFETCHT0 1024(R10); PREFETCHT0 1088(R10)
#define IN2_AHEAD_DX  PREFETCHT0 1024(DX); PREFETCHT0 1088(DX)

// The AVX2 kernels ask for the output with PREFETCHT0 instead: every
// AVX-512 CPU has PREFETCHW, but the first AVX2 ones (Intel Haswell) do
// not report it, and a line read with no other core holding it arrives
// exclusive anyway, so the store that follows is as quick (on the Xeon
// above, clearing 4 MB: 160-166 us against PREFETCHW's 156-162).
#define OUTT0_AHEAD_DI  PREFETCHT0 2048(DI); PREFETCHT0 2112(DI)
#define OUTT0_AHEAD_R11 PREFETCHT0 2048(R11); PREFETCHT0 2112(R11)
// The dictionary gathers, once per iteration of 8 values: the line 2 KiB
// past output value AX (8-byte values: a line per iteration; 4-byte: half
// a line).
#define OUTT0_AHEAD_DI_AX8 PREFETCHT0 2048(DI)(AX*8)
#define OUTT0_AHEAD_DI_AX4 PREFETCHT0 2048(DI)(AX*4)

// OUT_WORD_<size> and OUTT0_WORD_<size> ask for the output of a filter
// kernel's word of 64 values of size bytes (size cache lines), 2 KiB past
// (DI)(R11*size), where the kernel stores next.
#define OUT_WORD_1 PREFETCHW_DI_R11(0x1F, 2048)
#define OUT_WORD_2 PREFETCHW_DI_R11(0x5F, 2048); PREFETCHW_DI_R11(0x5F, 2112)
#define OUT_WORD_4 PREFETCHW_DI_R11(0x9F, 2048); PREFETCHW_DI_R11(0x9F, 2112); PREFETCHW_DI_R11(0x9F, 2176); PREFETCHW_DI_R11(0x9F, 2240)
#define OUT_WORD_8 PREFETCHW_DI_R11(0xDF, 2048); PREFETCHW_DI_R11(0xDF, 2112); PREFETCHW_DI_R11(0xDF, 2176); PREFETCHW_DI_R11(0xDF, 2240); PREFETCHW_DI_R11(0xDF, 2304); PREFETCHW_DI_R11(0xDF, 2368); PREFETCHW_DI_R11(0xDF, 2432); PREFETCHW_DI_R11(0xDF, 2496)
#define OUTT0_WORD_1 PREFETCHT0 2048(DI)(R11*1)
#define OUTT0_WORD_2 PREFETCHT0 2048(DI)(R11*2); PREFETCHT0 2112(DI)(R11*2)
#define OUTT0_WORD_4 PREFETCHT0 2048(DI)(R11*4); PREFETCHT0 2112(DI)(R11*4); PREFETCHT0 2176(DI)(R11*4); PREFETCHT0 2240(DI)(R11*4)
#define OUTT0_WORD_8 PREFETCHT0 2048(DI)(R11*8); PREFETCHT0 2112(DI)(R11*8); PREFETCHT0 2176(DI)(R11*8); PREFETCHT0 2240(DI)(R11*8); PREFETCHT0 2304(DI)(R11*8); PREFETCHT0 2368(DI)(R11*8); PREFETCHT0 2432(DI)(R11*8); PREFETCHT0 2496(DI)(R11*8)
