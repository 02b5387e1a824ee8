#ifndef LIFE_CSDL2_SHIM_H
#define LIFE_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

/// SDL_WINDOWPOS_CENTERED is a function-like macro that Swift cannot import.
static const int LIFE_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;

#endif
