// libFuzzer target: semina::fuzz::gameFile (tests/fuzz/entries.h).
#include "tests/fuzz/entries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    semina::fuzz::gameFile(data, size);
    return 0;
}
