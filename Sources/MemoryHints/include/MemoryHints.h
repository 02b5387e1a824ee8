#ifndef LIFE_MEMORY_HINTS_H
#define LIFE_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` (a hint: no fault, no effect on results).
static inline void life_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// Grows a private anonymous mapping from `old_size` to `new_size` bytes, moving it if it must (the
/// kernel moves the page tables; nothing is copied). Returns the new address, or NULL when the
/// address space has no room (the old mapping is then left as it was). Linux only: elsewhere NULL.
void *life_grow_mapping(void *address, unsigned long old_size, unsigned long new_size);

#endif
