// The prefetch hint is an inline function in include/MemoryHints.h; the mapping helper is here,
// since mremap is variadic in C and so cannot be called from Swift.
#define _GNU_SOURCE
#include "MemoryHints.h"
#include <stddef.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

void *life_grow_mapping(void *address, unsigned long old_size, unsigned long new_size) {
#ifdef __linux__
    void *moved = mremap(address, old_size, new_size, MREMAP_MAYMOVE);
    return moved == MAP_FAILED ? NULL : moved;
#else
    (void)address; (void)old_size; (void)new_size;
    return NULL;
#endif
}
