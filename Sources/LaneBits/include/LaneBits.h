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

static inline uint32_t life_nonzero_rows4(life_rows4 rows) {
    return life_lane_bits4(__builtin_convertvector(rows != 0, life_lanes4));
}
static inline uint32_t life_first_cell_rows4(life_rows4 rows) {
    return life_lane_bits4(__builtin_convertvector((rows << 63) != 0, life_lanes4));
}
static inline uint32_t life_last_cell_rows4(life_rows4 rows) {
    return life_lane_bits4(__builtin_convertvector((rows >> 63) != 0, life_lanes4));
}

static inline uint32_t life_nonzero_rows2(life_rows2 rows) {
    return life_lane_bits2(__builtin_convertvector(rows != 0, life_lanes2));
}
static inline uint32_t life_first_cell_rows2(life_rows2 rows) {
    return life_lane_bits2(__builtin_convertvector((rows << 63) != 0, life_lanes2));
}
static inline uint32_t life_last_cell_rows2(life_rows2 rows) {
    return life_lane_bits2(__builtin_convertvector((rows >> 63) != 0, life_lanes2));
}

#endif
