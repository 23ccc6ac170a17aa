# Turns the measured handicap table (engine/data/handicap.tsv) into the C++
# header engine/handicap.cpp includes. Run at build time by engine/CMakeLists.txt:
#   cmake -DIN=engine/data/handicap.tsv -DOUT=.../handicap_table.h -P handicap_table.cmake
# Lines starting with # are comments; every other line is four fields, one tab
# apart: game, level, suggested k, learner's share in percent. Fails on any
# other line. The engine's handicap tests check the keys against the engine's
# own and compare the built table with the file.
if(NOT IN OR NOT OUT)
    message(FATAL_ERROR "usage: cmake -DIN=handicap.tsv -DOUT=handicap_table.h -P ${CMAKE_CURRENT_LIST_FILE}")
endif()

file(STRINGS "${IN}" rows REGEX "^[^#]")
set(body "")
foreach(row IN LISTS rows)
    if(NOT row MATCHES "^([a-z]+)\t([a-z]+)\t(0|[1-9][0-9]*)\t(0|[1-9][0-9]*)$")
        message(FATAL_ERROR "${IN}: not a row of four tab-separated fields (game, level, k, share): '${row}'")
    endif()
    set(game ${CMAKE_MATCH_1})
    set(level ${CMAKE_MATCH_2})
    set(k ${CMAKE_MATCH_3})
    set(share ${CMAKE_MATCH_4})
    if(share GREATER 100)
        message(FATAL_ERROR "${IN}: a share is a percentage, not ${share}: '${row}'")
    endif()
    string(APPEND body "    {\"${game}\", \"${level}\", ${k}, ${share}},\n")
endforeach()
if(body STREQUAL "")
    message(FATAL_ERROR "${IN}: no rows")
endif()

file(WRITE "${OUT}" "// Generated at build time from engine/data/handicap.tsv by
// engine/data/handicap_table.cmake: edit the data file, not this header.
#pragma once

#include <string_view>

namespace semina::handicap_data {

struct Row {
    std::string_view game;  // the game's key (gameKey)
    std::string_view level; // the computer's level key (ai::levelKey)
    int k;                  // the suggested handicap of the computer
    int share;              // the learner's share of the decided pairs at k, in percent
};

inline constexpr Row kRows[] = {
${body}};

} // namespace semina::handicap_data
")
