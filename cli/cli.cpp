// TEMPORARY STUB: replaced by the real commands.
#include "cli.h"

namespace semina::cli {
int run(const std::vector<std::string>&, std::ostream& out)
{
    out << "{\"error\": \"not implemented\"}\n";
    return 2;
}
} // namespace semina::cli
