# Project-wide compiler settings: warnings everywhere, fatal in CI, optional sanitizers.
add_library(trainyard_compiler_flags INTERFACE)
target_compile_options(trainyard_compiler_flags INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
    -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference -Wimplicit-fallthrough)
target_compile_definitions(trainyard_compiler_flags INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_USE_QSTRINGBUILDER
    QT_NO_FOREACH QT_DISABLE_DEPRECATED_BEFORE=0x060400)
if(TRAINYARD_WERROR)
    target_compile_options(trainyard_compiler_flags INTERFACE -Werror)
endif()

if(TRAINYARD_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()
