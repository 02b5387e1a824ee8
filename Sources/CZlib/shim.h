#ifndef LIFE_CZLIB_SHIM_H
#define LIFE_CZLIB_SHIM_H
#include <zlib.h>
/// inflateInit2 is a macro Swift cannot call: starts `stream` on gzip or zlib data (detected from its header).
static inline int life_inflate_init(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}
#endif
