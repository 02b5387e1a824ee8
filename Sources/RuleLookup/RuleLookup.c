// A two-state rule of range 1 stepped by table lookup, 64 cells an instruction: each cell's three
// cells above, three in its row and three below index a 512-bit table held in one vector register.
//
// Per row: one multishift takes every cell's three-cell window of a row into a byte of its own
// (vpmultishiftqb), a byte permute looks up the table byte the rows above and in line choose
// (vpermb), and a bit shuffle picks the bit the row below chooses, straight into a mask of the
// row's 64 new cells (vpshufbitqmb). The cost is the same for any rule, where the circuit the
// other kernels run grows with the rule's exceptions.
#include "RuleLookup.h"

#if defined(__x86_64__)
#include <immintrin.h>

int life_rule_lookup_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512bitalg") ? 1 : 0;
}

#define LOOKUP_TARGET __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512bitalg")))

LOOKUP_TARGET void life_rule_lookup_step(const uint8_t *table, const uint64_t *center,
                                         const uint64_t *north, const uint64_t *south, const uint64_t *west, const uint64_t *east,
                                         const uint64_t *northWest, const uint64_t *northEast,
                                         const uint64_t *southWest, const uint64_t *southEast,
                                         uint64_t rows, uint64_t *out, LifeLookupSummary *summary) {
    // Byte j of a window is cell j's west, own and east cell (bits 0-2) of one row: the rotation
    // that takes them there from the qword the byte reads. Qword 0 reads the row shifted east by
    // one (the west neighbour's last cell in bit 0), qword 7 the row shifted west, the rest the row.
    static const uint8_t windowShifts[64] __attribute__((aligned(64))) = {
        0, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
        31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 54, 55, 56, 57, 58, 59, 60, 61};
    // Byte j's first bit within its qword, where the bit shuffle reads the looked-up byte.
    static const uint8_t byteBits[64] __attribute__((aligned(64))) = {
        0, 8, 16, 24, 32, 40, 48, 56, 0, 8, 16, 24, 32, 40, 48, 56, 0, 8, 16, 24, 32, 40, 48, 56, 0, 8, 16, 24, 32, 40, 48, 56,
        0, 8, 16, 24, 32, 40, 48, 56, 0, 8, 16, 24, 32, 40, 48, 56, 0, 8, 16, 24, 32, 40, 48, 56, 0, 8, 16, 24, 32, 40, 48, 56};
    const __m512i shifts = _mm512_load_si512(windowShifts), bits = _mm512_load_si512(byteBits);
    const __m512i lookup = _mm512_loadu_si512(table), low3 = _mm512_set1_epi8(7);
    // Selectors of qword 0, and of qwords 0 and 7.
    const __m512i firstQword = _mm512_set_epi64(0, 0, 0, 0, 0, 0, 0, -1), edgeQwords = _mm512_set_epi64(-1, 0, 0, 0, 0, 0, 0, -1);
    // Rows -1...64 of the tile's column, and each shifted east and west with the neighbours' edge
    // cells: for the blocks of eight rows read.
    uint64_t line[66], shiftedEast[66], shiftedWest[66];
    line[0] = north[63];
    shiftedEast[0] = north[63] << 1 | northWest[63] >> 63;
    shiftedWest[0] = north[63] >> 1 | northEast[63] << 63;
    line[65] = south[0];
    shiftedEast[65] = south[0] << 1 | southWest[0] >> 63;
    shiftedWest[65] = south[0] >> 1 | southEast[0] << 63;
    uint64_t read = rows | rows << 1 | rows >> 1;
    while (read) {
        int i = __builtin_ctzll(read) & ~7;
        read &= ~(0xFFull << i);
        __m512i c = _mm512_loadu_si512(center + i), w = _mm512_loadu_si512(west + i), e = _mm512_loadu_si512(east + i);
        _mm512_storeu_si512(line + 1 + i, c);
        _mm512_storeu_si512(shiftedEast + 1 + i, _mm512_or_si512(_mm512_slli_epi64(c, 1), _mm512_srli_epi64(w, 63)));
        _mm512_storeu_si512(shiftedWest + 1 + i, _mm512_or_si512(_mm512_srli_epi64(c, 1), _mm512_slli_epi64(e, 63)));
    }
    // The windows of row i (-1...64), each cell's in bits 0-2 of its byte: the source qwords
    // merged from three broadcasts (loads only, where lane inserts would take the shuffle port).
#define WINDOWS(i) _mm512_multishift_epi64_epi8(shifts, _mm512_ternarylogic_epi64(edgeQwords, \
        _mm512_ternarylogic_epi64(firstQword, _mm512_set1_epi64((long long)shiftedEast[(i) + 1]), \
                                  _mm512_set1_epi64((long long)shiftedWest[(i) + 1]), 0xCA), \
        _mm512_set1_epi64((long long)line[(i) + 1]), 0xCA))
    // Row r from the windows of rows r - 1 and r (in `middle` and `below` as the row before left
    // them): the byte's index is the row above's window in bits 0-2 and the row's own in 3-5 (the
    // shift by 3 spills into the next byte's bits 0-2 only, which the row above's window replaces);
    // the bit's index is the row below's window at the byte's place within its qword.
#define STEP_ROW(r) do { \
        above = middle; \
        middle = below; \
        below = WINDOWS((r) + 1); \
        __m512i byteIndex = _mm512_ternarylogic_epi64(low3, above, _mm512_slli_epi16(middle, 3), 0xCA); \
        __m512i bitIndex = _mm512_ternarylogic_epi64(low3, below, bits, 0xCA); \
        _store_mask64((__mmask64 *)(out + (r)), \
                      _mm512_bitshuffle_epi64_mask(_mm512_permutexvar_epi8(byteIndex, lookup), bitIndex)); \
    } while (0)
    const __m512i westmost = _mm512_set1_epi64(1), eastmost = _mm512_set1_epi64((long long)(1ull << 63));
    __m512i above = _mm512_setzero_si512(), middle = above, below = above;
    int previous = -2;
    LifeLookupSummary s = {0};
    // Block by block: the block's rows before and after give what changed and what lives, in
    // vectors (the rows are written one by one, straight from the mask register).
    for (uint64_t blocksLeft = rows; blocksLeft; ) {
        int b = __builtin_ctzll(blocksLeft) >> 3;
        uint64_t remaining = blocksLeft & 0xFFull << (b * 8);
        blocksLeft &= ~(0xFFull << (b * 8));
        __m512i before = _mm512_loadu_si512(out + b * 8);
        if (remaining == 0xFFull << (b * 8)) {
            // A whole block: its rows in turn, without looking for the next one.
            int r = b * 8;
            if (r != previous + 1) {
                middle = WINDOWS(r - 1);
                below = WINDOWS(r);
            }
            for (int end = r + 8; r < end; r++) {
                STEP_ROW(r);
            }
            previous = r - 1;
        } else {
            while (remaining) {
                int r = __builtin_ctzll(remaining);
                remaining &= remaining - 1;
                if (r != previous + 1) {
                    middle = WINDOWS(r - 1);
                    below = WINDOWS(r);
                }
                STEP_ROW(r);
                previous = r;
            }
        }
        __m512i after = _mm512_loadu_si512(out + b * 8), changed = _mm512_xor_si512(after, before);
        s.changedRows |= (uint64_t)_mm512_test_epi64_mask(changed, changed) << (b * 8);
        s.changedWest |= (uint64_t)_mm512_test_epi64_mask(changed, westmost) << (b * 8);
        s.changedEast |= (uint64_t)_mm512_test_epi64_mask(changed, eastmost) << (b * 8);
        if (_mm512_test_epi64_mask(after, after)) s.liveBlocks |= (uint8_t)(1 << b);
        if (_mm512_test_epi64_mask(after, westmost)) s.westBlocks |= (uint8_t)(1 << b);
        if (_mm512_test_epi64_mask(after, eastmost)) s.eastBlocks |= (uint8_t)(1 << b);
    }
#undef STEP_ROW
#undef WINDOWS
    *summary = s;
}

#else

int life_rule_lookup_available(void) { return 0; }

void life_rule_lookup_step(const uint8_t *table, const uint64_t *center,
                           const uint64_t *north, const uint64_t *south, const uint64_t *west, const uint64_t *east,
                           const uint64_t *northWest, const uint64_t *northEast,
                           const uint64_t *southWest, const uint64_t *southEast,
                           uint64_t rows, uint64_t *out, LifeLookupSummary *summary) {
    __builtin_trap();
}

#endif
