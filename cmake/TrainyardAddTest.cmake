# trainyard_add_test(<name> LIBS <target>... [SOURCES <file>...] [LABELS <label>...]
#                    [TIMEOUT <seconds>] [ENVIRONMENT <VAR=value>...] [DEFINITIONS <NAME=value>...]
#                    [INCLUDES <dir>...])
#
# One test: the executable <name> built from <name>.cpp and SOURCES, linking LIBS (the library under
# test, never its sources) with Qt Test and the project's warnings, and registered with ctest under
# the same name. Every test may find the fixtures and the source tree (TRAINYARD_FIXTURES,
# TRAINYARD_SOURCE_DIR) and runs on the offscreen platform, whatever the caller's display; the rest
# (labels, timeout, more environment) is the caller's. A folder says what its tests share once, in a
# variable, and passes it to each call:
#
#     set(daemon_test LIBS trainyard_daemon trainyard_testdaemon LABELS daemon)
#     trainyard_add_test(tst_httpparser ${daemon_test} TIMEOUT 60)
#
# Without TIMEOUT, ctest's default applies (1500 s).
function(trainyard_add_test name)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "TIMEOUT" "LIBS;SOURCES;LABELS;ENVIRONMENT;DEFINITIONS;INCLUDES")
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "trainyard_add_test(${name}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT ARG_LIBS)
        message(FATAL_ERROR "trainyard_add_test(${name}): LIBS names the library under test")
    endif()
    add_executable(${name} ${name}.cpp ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE ${ARG_LIBS} Qt6::Test trainyard_warnings)
    target_compile_definitions(${name} PRIVATE
        TRAINYARD_FIXTURES="${PROJECT_SOURCE_DIR}/tests/fixtures"
        TRAINYARD_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
        ${ARG_DEFINITIONS})
    if(ARG_INCLUDES)
        target_include_directories(${name} PRIVATE ${ARG_INCLUDES})
    endif()
    add_test(NAME ${name} COMMAND ${name})
    set(environment QT_QPA_PLATFORM=offscreen ${ARG_ENVIRONMENT})
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${environment}")
    if(ARG_LABELS)
        set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}")
    endif()
    if(ARG_TIMEOUT)
        set_tests_properties(${name} PROPERTIES TIMEOUT ${ARG_TIMEOUT})
    endif()
endfunction()
