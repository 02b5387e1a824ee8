#ifndef LIFE_CPU_FEATURES_H
#define LIFE_CPU_FEATURES_H

/// 1 when the processor and the operating system run AVX2 code, else 0 (always 0 off x86-64).
int life_cpu_has_avx2(void);

/// 1 when the processor and the operating system run code compiled for an Ice Lake server
/// (AVX-512 with its byte, word and funnel-shift extensions), else 0 (always 0 off x86-64).
int life_cpu_has_avx512(void);

#endif
