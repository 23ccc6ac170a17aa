#include "cli/cli.h"

#include <iostream>

int main(int argc, char** argv)
{
    return semina::cli::run(std::vector<std::string>(argv + 1, argv + argc), std::cout);
}
