#ifndef LIFE_MEMORY_HINTS_H
#define LIFE_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` (a hint: no fault, no effect on results).
static inline void life_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
