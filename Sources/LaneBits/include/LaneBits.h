#ifndef LIFE_LANE_BITS_H
#define LIFE_LANE_BITS_H

#include <stdint.h>

// Which lanes of a vector of 64-bit rows are nonzero, have their lowest bit set, or their highest,
// as one bit per lane (bit l: lane l). Swift's own SIMD comparisons go lane by lane; these compile
// to one vector test and a mask move where the processor has them (AVX-512: vptestmq and kmovb).
// Swift sees the vector types as SIMD2, SIMD4 and SIMD8 of UInt64.

typedef uint64_t life_rows2 __attribute__((ext_vector_type(2)));
typedef uint64_t life_rows4 __attribute__((ext_vector_type(4)));
typedef uint64_t life_rows8 __attribute__((ext_vector_type(8)));
typedef _Bool life_lanes2 __attribute__((ext_vector_type(2)));
typedef _Bool life_lanes4 __attribute__((ext_vector_type(4)));
typedef _Bool life_lanes8 __attribute__((ext_vector_type(8)));

// A vector of 2, 4 or 8 flags packs into the low bits of a byte (the rest is padding).
static inline uint32_t life_lane_bits8(life_lanes8 lanes) {
    return __builtin_bit_cast(uint8_t, lanes);
}

static inline uint32_t life_lane_bits4(life_lanes4 lanes) {
    return __builtin_bit_cast(uint8_t, lanes) & 0xF;
}

static inline uint32_t life_lane_bits2(life_lanes2 lanes) {
    return __builtin_bit_cast(uint8_t, lanes) & 0x3;
}

/// Bit l set when row l is not zero.
static inline uint32_t life_nonzero_rows8(life_rows8 rows) {
    return life_lane_bits8(__builtin_convertvector(rows != 0, life_lanes8));
}
/// Bit l set when row l's cell 0 (its lowest bit) is set.
static inline uint32_t life_first_cell_rows8(life_rows8 rows) {
    return life_lane_bits8(__builtin_convertvector((rows << 63) != 0, life_lanes8));
}
/// Bit l set when row l's cell 63 (its highest bit) is set.
static inline uint32_t life_last_cell_rows8(life_rows8 rows) {
    return life_lane_bits8(__builtin_convertvector((rows >> 63) != 0, life_lanes8));
}

// Without AVX-512's mask registers, the sign bits of the 64-bit lanes are one vmovmskpd (SSE2
// has the 128-bit one): the optimiser made the conversion to flags a five-instruction pack.
typedef double life_signs2 __attribute__((__vector_size__(16)));
typedef double life_signs4 __attribute__((__vector_size__(32)));

#if defined(__AVX__) && !defined(__AVX512VL__)
static inline uint32_t life_sign_bits4(life_rows4 rows) {
    return (uint32_t)__builtin_ia32_movmskpd256(__builtin_bit_cast(life_signs4, rows));
}
static inline uint32_t life_nonzero_rows4(life_rows4 rows) {
    return life_sign_bits4(__builtin_bit_cast(life_rows4, rows == 0)) ^ 0xF;
}
static inline uint32_t life_first_cell_rows4(life_rows4 rows) { return life_sign_bits4(rows << 63); }
static inline uint32_t life_last_cell_rows4(life_rows4 rows) { return life_sign_bits4(rows); }
#else
static inline uint32_t life_nonzero_rows4(life_rows4 rows) {
    return life_lane_bits4(__builtin_convertvector(rows != 0, life_lanes4));
}
static inline uint32_t life_first_cell_rows4(life_rows4 rows) {
    return life_lane_bits4(__builtin_convertvector((rows << 63) != 0, life_lanes4));
}
static inline uint32_t life_last_cell_rows4(life_rows4 rows) {
    return life_lane_bits4(__builtin_convertvector((rows >> 63) != 0, life_lanes4));
}
#endif

static inline uint32_t life_nonzero_rows2(life_rows2 rows) {
    return life_lane_bits2(__builtin_convertvector(rows != 0, life_lanes2));
}
#if defined(__SSE2__) && !defined(__AVX512VL__)
static inline uint32_t life_sign_bits2(life_rows2 rows) {
    return (uint32_t)__builtin_ia32_movmskpd(__builtin_bit_cast(life_signs2, rows));
}
static inline uint32_t life_first_cell_rows2(life_rows2 rows) { return life_sign_bits2(rows << 63); }
static inline uint32_t life_last_cell_rows2(life_rows2 rows) { return life_sign_bits2(rows); }
#else
static inline uint32_t life_first_cell_rows2(life_rows2 rows) {
    return life_lane_bits2(__builtin_convertvector((rows << 63) != 0, life_lanes2));
}
static inline uint32_t life_last_cell_rows2(life_rows2 rows) {
    return life_lane_bits2(__builtin_convertvector((rows >> 63) != 0, life_lanes2));
}
#endif

// The rows one above and one below a vector of consecutive rows, taking the row across the
// vector's edge from the vector before or after it: one lane shuffle (AVX-512: valignq).

// The eight-lane ones are one valignq each, written as such: given the shuffle, the optimiser
// pushes it through the logic that follows and splits the rows into 256- and 128-bit pieces.
#if defined(__AVX512F__)
/// Lanes previous[7], rows[0], ..., rows[6].
static inline life_rows8 life_rows_above8(life_rows8 previous, life_rows8 rows) {
    life_rows8 result;
    __asm__("valignq $7, %2, %1, %0" : "=v"(result) : "v"(rows), "v"(previous));
    return result;
}
/// Lanes rows[1], ..., rows[7], next[0].
static inline life_rows8 life_rows_below8(life_rows8 rows, life_rows8 next) {
    life_rows8 result;
    __asm__("valignq $1, %1, %2, %0" : "=v"(result) : "v"(rows), "v"(next));
    return result;
}
#else
static inline life_rows8 life_rows_above8(life_rows8 previous, life_rows8 rows) {
    return __builtin_shufflevector(previous, rows, 7, 8, 9, 10, 11, 12, 13, 14);
}
static inline life_rows8 life_rows_below8(life_rows8 rows, life_rows8 next) {
    return __builtin_shufflevector(rows, next, 1, 2, 3, 4, 5, 6, 7, 8);
}
#endif

// Four lanes on AVX2 (no valignq): a 128-bit lane swap and a byte shift within 128-bit lanes.
#if defined(__AVX2__) && !defined(__AVX512VL__)
static inline life_rows4 life_rows_above4(life_rows4 previous, life_rows4 rows) {
    life_rows4 result;
    __asm__("vperm2i128 $0x21, %2, %1, %0\n\tvpalignr $8, %0, %2, %0" : "=&x"(result) : "x"(previous), "x"(rows));
    return result;
}
static inline life_rows4 life_rows_below4(life_rows4 rows, life_rows4 next) {
    life_rows4 result;
    __asm__("vperm2i128 $0x21, %2, %1, %0\n\tvpalignr $8, %1, %0, %0" : "=&x"(result) : "x"(rows), "x"(next));
    return result;
}
#else
static inline life_rows4 life_rows_above4(life_rows4 previous, life_rows4 rows) {
    return __builtin_shufflevector(previous, rows, 3, 4, 5, 6);
}
static inline life_rows4 life_rows_below4(life_rows4 rows, life_rows4 next) {
    return __builtin_shufflevector(rows, next, 1, 2, 3, 4);
}
#endif

static inline life_rows2 life_rows_above2(life_rows2 previous, life_rows2 rows) {
    return __builtin_shufflevector(previous, rows, 1, 2);
}
static inline life_rows2 life_rows_below2(life_rows2 rows, life_rows2 next) {
    return __builtin_shufflevector(rows, next, 1, 2);
}

// The number of live cells of each row (lane-wise population count: vpopcntq on AVX-512).
static inline life_rows8 life_cells8(life_rows8 rows) { return __builtin_elementwise_popcount(rows); }
static inline life_rows4 life_cells4(life_rows4 rows) { return __builtin_elementwise_popcount(rows); }
static inline life_rows2 life_cells2(life_rows2 rows) { return __builtin_elementwise_popcount(rows); }

#endif
