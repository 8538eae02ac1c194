# trainyard_include_root(<target> <prefix>)
#
# Makes "<prefix>/header.h" the way to include <target>'s headers, for the target itself and for
# whatever links it, and shows nothing else of the source tree. The target's public include
# directory is a folder of its own in the build tree, build/include/<target>, holding only a
# symbolic link named <prefix> to the source folder that calls this function:
#
#     build/include/trainyard_daemon/daemon -> services/daemon
#
# Before, each library published its parent folder, and with it its siblings: the daemon, given
# services/, could include "client/backend.h", and every target that linked trainyard_spec could
# include a model by its bare name. Now a header is reachable only along an arrow that the CMake
# files draw with target_link_libraries, so an include across a forbidden arrow does not compile
# (tests/layering proves it for the daemon, the client and the models). docs/architecture.md,
# "How the build keeps the arrows", says how the three checks fit together.
function(trainyard_include_root target prefix)
    set(root ${PROJECT_BINARY_DIR}/include/${target})
    file(MAKE_DIRECTORY ${root})
    # Made at configure time; a link left by an earlier configure is replaced.
    file(REMOVE ${root}/${prefix})
    file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${root}/${prefix} SYMBOLIC)
    target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${root}>)
endfunction()
