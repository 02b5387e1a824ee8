#ifndef LIFE_RULE_LOOKUP_H
#define LIFE_RULE_LOOKUP_H

#include <stdint.h>

/// What one step of a tile's rows found (the fields of TileStepSummary).
typedef struct {
    /// Rows written that differ from what `out` held, and those whose westmost and eastmost cells do.
    uint64_t changedRows, changedWest, changedEast;
    /// Bit b set when block b (rows 8b..<8b+8) of `out`, for the blocks holding a written row, has a
    /// live cell, a live westmost cell and a live eastmost cell.
    uint8_t liveBlocks, westBlocks, eastBlocks;
} LifeLookupSummary;

/// 1 when this processor runs `life_rule_lookup_step` (AVX-512 with VBMI and BITALG), else 0.
int life_rule_lookup_available(void);

/// Steps the rows set in `rows` of a 64x64 tile (bit i of a row word: the cell at x offset i)
/// under a two-state rule of range 1 given as `table`: byte a + 8c, bit b, is the next state of a
/// cell whose row above reads a, own row c and row below b (bit 0 of each: the cell to the west,
/// bit 1 the one in line, bit 2 the one to the east). Writes those rows of `out` and sums up.
/// `north` ... `southEast` are the neighbouring tiles' rows (64 each; zero rows where none).
/// Call it only when `life_rule_lookup_available()` says so.
void life_rule_lookup_step(const uint8_t *table, const uint64_t *center,
                           const uint64_t *north, const uint64_t *south, const uint64_t *west, const uint64_t *east,
                           const uint64_t *northWest, const uint64_t *northEast,
                           const uint64_t *southWest, const uint64_t *southEast,
                           uint64_t rows, uint64_t *out, LifeLookupSummary *summary);

#endif
