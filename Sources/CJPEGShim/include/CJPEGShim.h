// libjpeg reports a fatal error by calling error_exit, which must not return: C code
// longjmps out of it, which Swift cannot do. This one function does the setjmp in C.
#ifndef LOADERANIM_CJPEGSHIM_H
#define LOADERANIM_CJPEGSHIM_H

#include <stddef.h>

/// Decodes a JPEG held in memory into B, G, R, A bytes (cairo's ARGB32 layout on a
/// little-endian machine; A, R, G, B bytes on a big-endian one), `*width` x `*height`,
/// rows without padding, in a buffer from malloc that the caller frees.
/// Returns 0 on success; otherwise 1 with libjpeg's message (or our own) in `message`
/// (`message_size` bytes). A warning (damaged data libjpeg could step over) is an error
/// too. Pictures over `max_pixels` pixels or 32767 on a side are refused before decoding.
int shim_jpeg_decode(const unsigned char *data, size_t size, size_t max_pixels,
                     unsigned char **pixels, int *width, int *height,
                     char *message, size_t message_size);

#endif
