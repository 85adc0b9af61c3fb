#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer): parses libFuzzer's own
// flags from argv and runs `callback` on every input. The fuzz targets' @main calls it, so
// SwiftPM's renamed entry point stays ours.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
