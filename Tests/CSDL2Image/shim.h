#ifndef LIFE_CSDL2IMAGE_SHIM_H
#define LIFE_CSDL2IMAGE_SHIM_H

// SDL2_image, for the tests only: pixel snapshots are kept as PNG files.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL_image.h>

#endif
