# trainyard_benchproblems: the tuner benchmark's problems and its boundary counts, a small library
# that tuner-bench (built with the benchmarks) and tst_tunergates (built with the tests, in CI) share.
# Included from both directories; the first defines it.
if(NOT TARGET trainyard_benchproblems)
    add_library(trainyard_benchproblems STATIC
        ${CMAKE_CURRENT_LIST_DIR}/benchproblems.cpp ${CMAKE_CURRENT_LIST_DIR}/benchproblems.h)
    target_include_directories(trainyard_benchproblems PUBLIC ${CMAKE_CURRENT_LIST_DIR})
    target_link_libraries(trainyard_benchproblems PUBLIC trainyard_tuner PRIVATE trainyard_warnings)
endif()
