# Project-wide compiler settings: warnings everywhere (fatal in CI), strict Qt string handling in
# product code, optional sanitizers.

add_library(trainyard_warnings INTERFACE)
target_compile_options(trainyard_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
    -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference -Wimplicit-fallthrough)
if(TRAINYARD_WERROR)
    target_compile_options(trainyard_warnings INTERFACE -Werror)
endif()

# Product code: every user-visible string must pass through tr(), so no implicit char* -> QString.
# Tests link trainyard_warnings only; their literals are not user-visible.
add_library(trainyard_compiler_flags INTERFACE)
target_link_libraries(trainyard_compiler_flags INTERFACE trainyard_warnings)
target_compile_definitions(trainyard_compiler_flags INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_USE_QSTRINGBUILDER
    QT_NO_FOREACH QT_DISABLE_DEPRECATED_BEFORE=0x060400)

if(TRAINYARD_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

if(TRAINYARD_FUZZ)
    # Instrument the libraries for coverage and sanitizers; only the fuzz targets link libFuzzer's main.
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
    add_link_options(-fsanitize=address,undefined)
endif()
