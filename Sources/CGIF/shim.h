#ifndef LIFE_CGIF_SHIM_H
#define LIFE_CGIF_SHIM_H
#include <gif_lib.h>
#endif
