#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

namespace trainyard::tuner {

// The tuner's only source of randomness. Built on std::mt19937_64, whose output sequence the C++
// standard fixes, with our own conversions to doubles, normals and indices: the standard
// distributions (std::uniform_real_distribution, std::normal_distribution) are implementation-defined,
// so using them would make a job's suggestions depend on the standard library it was built with.
class Rng {
public:
    explicit Rng(std::uint64_t seed);

    // A well-mixed seed from two values (SplitMix64 finaliser), e.g. the job's seed and the number of
    // trials in the history, so every call of a stateless tuner draws a fresh but reproducible stream.
    static std::uint64_t mix(std::uint64_t a, std::uint64_t b);

    double uniform(); // [0, 1), 53 random bits
    double normal(); // standard normal (Box–Muller)
    std::size_t below(std::size_t n); // uniform in [0, n); n > 0

private:
    std::mt19937_64 m_engine;
};

} // namespace trainyard::tuner
