// semina-cli's commands of the Kalah solver and its opening book (cli/book.cpp,
// cli/perfectbench.cpp, cli/paired.cpp; docs/notation.md): book and its
// --checkpoint walk, perfect-bench, and --memory-mb of paired and
// perfect-bench; damaged files and bad values are errors.
#include "tests/cli/cli_test_support.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

TEST_CASE("book: semina-cli book and perfect-bench, and a damaged book file is an error")
{
    using semina::test::runCli;
    const auto none = runCli({"book", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=2"});
    CHECK(none.code == 0);
    CHECK(none.out.find("\"needed\": false") != std::string::npos);
    CHECK(runCli({"book", "--variant", "mankala"}).out.find("kalah only") != std::string::npos);
    const std::string path = "book_test_damaged.book";
    {
        std::ofstream f(path, std::ios::binary);
        f << "SMBK not a book";
    }
    const auto bad = runCli({"perfect-bench", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=3",
                             "--games", "1", "--book", path});
    CHECK(bad.code == 2);
    CHECK(bad.out.find("damaged") != std::string::npos);
    std::remove(path.c_str());
    const auto missing = runCli({"perfect-bench", "--variant", "kalah", "--book", "no-such-file.book"});
    CHECK(missing.code == 2);
    CHECK(missing.out.find("cannot read") != std::string::npos);
    // A board Perfect solves from the start: every decision exact, without a book.
    const auto bench = runCli({"perfect-bench", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=2",
                               "--games", "2", "--fixed"});
    CHECK(bench.code == 0);
    CHECK(bench.out.find("\"perfect_is_exact\": true") != std::string::npos);
    CHECK(bench.out.find("\"exact_percent\": 100.0") != std::string::npos);
    CHECK(bench.out.find("\"exact_percent\": 100.0", bench.out.find("vs_random")) != std::string::npos);
}

TEST_CASE("book walk: semina-cli book --checkpoint refuses a damaged walk and leaves it, keeps a cut one, removes one it finished")
{
    using semina::test::runCli;
    const std::string path = "book_walk_test.walk";
    {
        std::ofstream f(path, std::ios::binary);
        f << "SMBW not a walk";
    }
    const auto bad = runCli({"book", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=3",
                             "--checkpoint", path});
    CHECK(bad.code == 2);
    CHECK(bad.out.find("damaged") != std::string::npos);
    {
        std::ifstream f(path, std::ios::binary);
        const std::string kept((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
        CHECK(kept == "SMBW not a walk");
    }
    std::remove(path.c_str());
    CHECK(runCli({"book", "--variant", "kalah", "--checkpoint", ""}).code == 2);
    // A board that needs no book: done at once, and nothing is left to go on from.
    const auto done = runCli({"book", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=2",
                              "--checkpoint", path});
    CHECK(done.code == 0);
    CHECK(done.out.find("\"stopped\": false") != std::string::npos);
    CHECK_FALSE(std::ifstream(path).good());
    // Cut by --max-entries (on two threads): the book is not complete, and
    // the walk is kept to go on from.
    const auto cut = runCli({"book", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=5", "--option",
                             "capture=standard", "--max-entries", "1", "--threads", "2", "--checkpoint", path});
    CHECK(cut.code == 0);
    CHECK(cut.out.find("\"complete\": false") != std::string::npos);
    CHECK(cut.out.find("\"threads\": 2") != std::string::npos);
    CHECK(std::ifstream(path).good());
    std::remove(path.c_str());
    const auto threads = runCli({"book", "--variant", "kalah", "--threads", "0"});
    CHECK(threads.code == 2);
    CHECK(threads.out.find("--threads") != std::string::npos);
}

TEST_CASE("solver memory: --memory-mb of paired and perfect-bench, and its bad "
          "values")
{
    using semina::test::runCli;
    const auto bench = runCli({"perfect-bench", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=2",
                               "--games", "2", "--fixed", "--memory-mb", "4"});
    CHECK(bench.code == 0);
    CHECK(bench.out.find("\"exact_percent\": 100.0") != std::string::npos);
    const auto word = runCli({"perfect-bench", "--variant", "kalah", "--games", "1", "--memory-mb", "x"});
    CHECK(word.code == 2);
    CHECK(word.out.find("--memory-mb must be a number in 0..4096") != std::string::npos);
    CHECK(runCli({"perfect-bench", "--variant", "kalah", "--games", "1", "--memory-mb", "4097"}).code == 2);
    const auto notPerfect = runCli({"paired", "--variant", "kalah", "--openings", "1", "--memory-mb", "8"});
    CHECK(notPerfect.code == 2);
    CHECK(notPerfect.out.find("for the perfect level") != std::string::npos);
    const auto paired = runCli({"paired", "--variant", "kalah", "--option", "holes=3", "--option", "seeds=2",
                                "--levels", "perfect,expert", "--openings", "2", "--memory-mb", "4"});
    CHECK(paired.code == 0);
    CHECK(paired.out.find("\"conserved\": true") != std::string::npos);
}
