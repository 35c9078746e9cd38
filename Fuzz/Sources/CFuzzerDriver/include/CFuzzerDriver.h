// libFuzzer's driver entry (compiler-rt/lib/fuzzer/FuzzerInterface.h), declared for Swift.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
