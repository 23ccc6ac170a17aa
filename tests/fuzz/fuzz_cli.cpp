// libFuzzer target: semina::fuzz::cli (tests/fuzz/entries.h).
#include "tests/fuzz/entries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    semina::fuzz::cli(data, size);
    return 0;
}
