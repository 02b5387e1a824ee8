#ifndef LIFE_CPU_FEATURES_H
#define LIFE_CPU_FEATURES_H

/// 1 when the processor and the operating system run AVX2 code, else 0 (always 0 off x86-64).
int life_cpu_has_avx2(void);

#endif
