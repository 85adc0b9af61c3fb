#include "CJPEGShim.h"
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
    size_t message_size;
} error_context;

static void fail(j_common_ptr info) {
    error_context *context = (error_context *)info->err;
    char text[JMSG_LENGTH_MAX];
    info->err->format_message(info, text);
    snprintf(context->message, context->message_size, "%s", text);
    longjmp(context->escape, 1);
}

static void warn(j_common_ptr info, int level) {
    if (level < 0) fail(info);  // corrupt data that libjpeg would step over
}

static void quiet(j_common_ptr info) { (void)info; }

int shim_jpeg_decode(const unsigned char *data, size_t size, size_t max_pixels,
                     unsigned char **pixels, int *width, int *height,
                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    error_context context;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    info.err = jpeg_std_error(&context.manager);
    context.manager.error_exit = fail;
    context.manager.emit_message = warn;
    context.manager.output_message = quiet;
    context.message = message;
    context.message_size = message_size;
    if (setjmp(context.escape)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    uint32_t probe = 1;
    info.out_color_space = *(unsigned char *)&probe == 1 ? JCS_EXT_BGRA : JCS_EXT_ARGB;
    size_t w = info.image_width, h = info.image_height;
    if (w == 0 || h == 0 || w > 32767 || h > 32767 || w * h > max_pixels) {
        snprintf(message, message_size, "the picture (%zu x %zu) is too large to decode", w, h);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_start_decompress(&info);
    buffer = malloc(w * h * 4);
    if (!buffer) {
        snprintf(message, message_size, "not enough memory for a %zu x %zu picture", w, h);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + (size_t)info.output_scanline * w * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    *width = (int)w;
    *height = (int)h;
    return 0;
}
