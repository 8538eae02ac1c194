#pragma once

// Frame timing for the console's chart benchmarks (bench_trials, bench_resources): run a frame N
// times, report p50 / p95 / max in milliseconds as a Markdown table row.

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace trainyard::bench {

struct Stats {
    double p50 = 0, p95 = 0, max = 0;
};

inline Stats stats(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double p) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * static_cast<double>(ms.size())))]; };
    return { at(0.5), at(0.95), ms.back() };
}

inline double timeMs(const std::function<void()>& f)
{
    QElapsedTimer timer;
    timer.start();
    f();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// One table row; `width` is the first column's.
inline void row(const char* what, const Stats& s, int width)
{
    std::printf("| %-*s | %8.2f | %8.2f | %8.2f |\n", width, what, s.p50, s.p95, s.max);
    std::fflush(stdout);
}

inline Stats repeat(int frames, const std::function<void(int)>& f)
{
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i)
        ms.push_back(timeMs([&] { f(i); }));
    return stats(ms);
}

} // namespace trainyard::bench
