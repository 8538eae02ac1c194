#include "rng.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace trainyard::tuner {

Rng::Rng(std::uint64_t seed)
    : m_engine(seed)
{
}

std::uint64_t Rng::mix(std::uint64_t a, std::uint64_t b)
{
    auto splitmix = [](std::uint64_t z) {
        z += 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    return splitmix(splitmix(a) ^ (b + 0x632be59bd9b4e019ULL));
}

double Rng::uniform()
{
    return static_cast<double>(m_engine() >> 11) * 0x1.0p-53;
}

double Rng::normal()
{
    // One value per pair of uniforms: simpler than caching the second, and the cost is irrelevant here.
    const double u1 = 1.0 - uniform(); // (0, 1]: log stays finite
    const double u2 = uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

std::size_t Rng::below(std::size_t n)
{
    // Rejection sampling so every index is exactly equally likely.
    const std::uint64_t bound = static_cast<std::uint64_t>(n);
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % bound;
    std::uint64_t x = m_engine();
    while (x >= limit)
        x = m_engine();
    return static_cast<std::size_t>(x % bound);
}

} // namespace trainyard::tuner
