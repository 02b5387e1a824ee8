#ifndef LIFE_CSDL2_SHIM_H
#define LIFE_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

/// SDL_WINDOWPOS_CENTERED is a function-like macro that Swift cannot import.
static const int LIFE_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;

/// Xlib's error handlers, declared here without <X11/Xlib.h> (whose Window, Font and Display
/// names would clash with the app's): the handlers take the display and the event as pointers.
typedef int (*LifeXErrorHandler)(void *display, void *event);
typedef int (*LifeXIOErrorHandler)(void *display);
extern LifeXErrorHandler XSetErrorHandler(LifeXErrorHandler handler);
extern LifeXIOErrorHandler XSetIOErrorHandler(LifeXIOErrorHandler handler);

#endif
