#pragma once
// semina-cli run in-process (cli/cli.h), for the CLI tests.

#include "cli/cli.h"

#include <sstream>
#include <string>
#include <vector>

namespace semina::test {

struct CliResult {
    int code;
    std::string out;
};

inline CliResult runCli(const std::vector<std::string>& args)
{
    std::ostringstream out;
    const int code = cli::run(args, out);
    return {code, out.str()};
}

} // namespace semina::test
