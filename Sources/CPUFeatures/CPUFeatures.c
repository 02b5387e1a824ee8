#include "CPUFeatures.h"

int life_cpu_has_avx2(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
#else
    return 0;
#endif
}

int life_cpu_has_avx512(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    // Everything an Ice Lake server has that the compiler may use for that target.
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd")
        && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq")
        && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vbmi")
        && __builtin_cpu_supports("avx512vbmi2") && __builtin_cpu_supports("avx512ifma")
        && __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bitalg")
        && __builtin_cpu_supports("avx512vpopcntdq") && __builtin_cpu_supports("gfni")
        && __builtin_cpu_supports("vaes") && __builtin_cpu_supports("vpclmulqdq")
        && __builtin_cpu_supports("bmi2") ? 1 : 0;
#else
    return 0;
#endif
}
