// The functions are in the header (static inline), so that they inline into the kernels.
