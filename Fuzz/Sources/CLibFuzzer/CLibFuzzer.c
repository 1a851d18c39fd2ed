// Only the declaration in include/CLibFuzzer.h matters: libFuzzer itself comes with -sanitize=fuzzer.
// SwiftPM needs one source file to make a C target.
#include "CLibFuzzer.h"
