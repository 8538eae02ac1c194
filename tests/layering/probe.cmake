# Compiles one probe file (a single #include of HEADER) in the context of a library: the library's include directories and
# definitions (those of the libraries it links included, from generator expressions), and its own
# source folder searched for quoted includes, as for a file that sits there. Run by ctest:
#
#   cmake -DCOMPILER=… -DHEADER=client/backend.h -DHEADER_FILE=<source of that header>
#         -DHOME=<the library's source folder> -DINCLUDES=<list> -DDEFINITIONS=<list>
#         -DEXPECT=missing|compiles -DPROBE=<the probe file> -P probe.cmake
#
# EXPECT=missing passes only when the compiler stops at HEADER because no include directory has it
# (any other error fails the test, so a broken probe cannot pass for a kept rule); EXPECT=compiles
# passes only when the probe compiles, which shows the same probe works where the arrow exists.
foreach(var COMPILER HEADER HEADER_FILE HOME EXPECT PROBE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "probe.cmake: ${var} not set")
    endif()
endforeach()
if(NOT EXISTS ${HEADER_FILE})
    message(FATAL_ERROR "probe.cmake: ${HEADER_FILE} does not exist; name a header that does, or the probe proves nothing")
endif()

set(args -std=c++20 -fsyntax-only -fPIC "-iquote${HOME}")
foreach(dir IN LISTS INCLUDES)
    list(APPEND args "-I${dir}")
endforeach()
foreach(definition IN LISTS DEFINITIONS)
    list(APPEND args "-D${definition}")
endforeach()
execute_process(COMMAND ${COMPILER} ${args} ${PROBE}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)

string(REPLACE "." "\\." header_pattern "${HEADER}")
if(EXPECT STREQUAL "missing")
    # GCC: "fatal error: client/backend.h: No such file or directory"; clang: "'client/backend.h' file not found".
    string(REGEX MATCH "[^\n]*(${header_pattern}: No such file or directory|'${header_pattern}' file not found)[^\n]*"
        error_line "${output}")
    if(result EQUAL 0)
        message(FATAL_ERROR "FAIL: ${HEADER} compiled in ${HOME}'s context; the arrow is open")
    elseif(NOT error_line)
        message(FATAL_ERROR "FAIL: the probe failed, but not for want of ${HEADER}:\n${output}")
    endif()
    message("PASS: ${HEADER} is out of reach: ${error_line}")
elseif(EXPECT STREQUAL "compiles")
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "FAIL: ${HEADER} does not compile in ${HOME}'s context:\n${output}")
    endif()
    message("PASS: ${HEADER} compiles in ${HOME}'s context")
else()
    message(FATAL_ERROR "probe.cmake: EXPECT is missing or compiles, not ${EXPECT}")
endif()
