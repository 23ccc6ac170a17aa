// Linked into every program of a sanitizer build (-DSEMINA_SANITIZE=ON): the
// sanitizers read these defaults at start-up, before main, whoever runs the
// program (ctest, scripts/test, a developer by hand). An ASAN_OPTIONS or
// LSAN_OPTIONS in the environment adds to them.

// LeakSanitizer: the leaks inside libraries Semina does not build are
// suppressed, each with its reason, in tests/sanitizers/lsan.supp; a leak in
// Semina's own code is reported and fails the program.
extern "C" const char* __lsan_default_options()
{
    return "suppressions=" SEMINA_LSAN_SUPPRESSIONS ":print_suppressions=0";
}

// UndefinedBehaviorSanitizer: the stack of a finding, not only its line.
extern "C" const char* __ubsan_default_options()
{
    return "print_stacktrace=1";
}
