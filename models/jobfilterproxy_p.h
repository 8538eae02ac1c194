#pragma once

// What jobfilterproxy.cpp, jobfilterproxysort.cpp and jobfilterproxysource.cpp share. Not part of the
// library's API.

#include "jobfilterproxy.h"

#include <QMutex>

#include <cstddef>
#include <utility>
#include <vector>

namespace trainyard::models {

namespace jobfilterproxy {

    inline std::size_t ix(int i)
    {
        return static_cast<std::size_t>(i);
    }

    // Up to this many rows coming or going (in at most maxRanges ranges), a filter change inserts and
    // removes rows (views keep their scroll position); beyond it, one layout change is far cheaper.
    constexpr std::size_t incrementalLimit = 256;
    constexpr std::size_t maxRanges = 32;

    // Ascending rows as runs of consecutive ones, (first, last) each.
    inline std::vector<std::pair<int, int>> runsOf(const std::vector<int>& ascending)
    {
        std::vector<std::pair<int, int>> runs;
        for (const int row : ascending) {
            if (!runs.empty() && runs.back().second == row - 1)
                runs.back().second = row;
            else
                runs.emplace_back(row, row);
        }
        return runs;
    }

    // The inverse of a list of distinct rows below `size`: out[row] is its index in `rows`, -1 where absent.
    inline void positionsOf(const std::vector<int>& rows, std::size_t size, std::vector<int>& out)
    {
        out.assign(size, -1);
        for (std::size_t at = 0; at < rows.size(); ++at)
            out[ix(rows[at])] = static_cast<int>(at);
    }

} // namespace jobfilterproxy

// A sort running on the worker. The worker sorts the rows as they were when it started; what the
// source did since is kept here so that its result can be brought up to date: where each of those
// rows is now (-1: removed) and which rows now are new or have a new key (merged in afterwards).
struct JobFilterProxy::Flight {
    int generation = 0;
    int column = -1;
    Qt::SortOrder order = Qt::AscendingOrder;
    std::vector<int> rowNow; // row when the sort started -> row now, -1 removed
    std::vector<char> fresh; // per row now: inserted or changed in `column` since
};

// The worker hands its result to the proxy through this, unless the proxy is gone (owner null).
struct JobFilterProxy::Channel {
    QMutex mutex;
    JobFilterProxy* owner = nullptr;
};

} // namespace trainyard::models
