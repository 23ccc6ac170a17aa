#include "cli/cli.h"

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/json.h"

#include <new>

namespace semina::cli {

int run(const std::vector<std::string>& args, std::ostream& out)
{
    try {
        const Args a = parseArgs(args);
        if (a.command == "apply")
            applyCommand(a, out);
        else if (a.command == "moves")
            movesCommand(a, out);
        else if (a.command == "solve")
            solveCommand(a, out);
        else if (a.command == "bench")
            benchCommand(a, out);
        else if (a.command == "selfplay")
            selfplayCommand(a, out);
        else if (a.command == "paired")
            pairedCommand(a, out);
        else if (a.command == "book")
            bookCommand(a, out);
        else if (a.command == "analyse")
            analyseCommand(a, out);
        else if (a.command == "puzzles")
            puzzlesCommand(a, out);
        else if (a.command == "perfect-bench")
            perfectBenchCommand(a, out);
        else
            nextRoundCommand(a, out);
        return 0;
    } catch (const CliError& e) {
        out << jsonError(e.what()) << '\n';
    } catch (const std::bad_alloc&) {
        out << jsonError("out of memory") << '\n';
    }
    return 2;
}

} // namespace semina::cli
