// The hints are inline functions in include/MemoryHints.h; this file gives the target a source.
#include "MemoryHints.h"
