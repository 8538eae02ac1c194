#include "jobfilterproxy.h"

#include "jobfilterproxy_p.h"
#include "joblistmodel.h"
#include "jobsortkeys.h"

#include <QThreadPool>

#include <algorithm>

// JobFilterProxy's order: sort() on this thread or on a worker, and the rows a burst of changes moved.

namespace trainyard::models {

using jobfilterproxy::incrementalLimit;
using jobfilterproxy::ix;

bool JobFilterProxy::before(int left, int right, int column, Qt::SortOrder order) const
{
    if (column < 0)
        return left < right; // the source's order
    if (order == Qt::DescendingOrder)
        std::swap(left, right);
    if (m_jobs)
        return m_jobs->lessThan(column, left, right);
    const QAbstractItemModel* source = sourceModel();
    return sortValueLess(source->index(left, column).data(JobListModel::SortRole),
        source->index(right, column).data(JobListModel::SortRole));
}

std::vector<int> JobFilterProxy::sortedRows(std::vector<int> rows, int column, Qt::SortOrder order) const
{
    if (column < 0) {
        std::sort(rows.begin(), rows.end());
    } else if (m_jobs) {
        m_jobs->sortKeys(column).sort(rows, order);
    } else if (sourceModel()) {
        JobSortKeys::fromRoles(*sourceModel(), column, JobListModel::SortRole).sort(rows, order);
    }
    return rows;
}

std::vector<int> JobFilterProxy::merged(const std::vector<int>& order, const std::vector<int>& rows) const
{
    return merged(order, rows, m_shownColumn, m_shownOrder);
}

std::vector<int> JobFilterProxy::merged(
    const std::vector<int>& order, const std::vector<int>& rows, int column, Qt::SortOrder sortOrder) const
{
    std::vector<int> out;
    out.reserve(order.size() + rows.size());
    auto from = order.begin();
    for (const int row : rows) {
        const auto at = std::upper_bound(
            from, order.end(), row, [&](int value, int element) { return before(value, element, column, sortOrder); });
        out.insert(out.end(), from, at);
        out.push_back(row);
        from = at;
    }
    out.insert(out.end(), from, order.end());
    return out;
}

bool JobFilterProxy::isSorting() const
{
    return m_flight != nullptr;
}

void JobFilterProxy::cancelFlight()
{
    m_flight.reset(); // its result, when it comes, finds no flight of its generation
}

void JobFilterProxy::sort(int column, Qt::SortOrder order)
{
    column = std::max(column, -1);
    m_column = column;
    m_order = order;
    if (!sourceModel()) {
        m_shownColumn = column;
        m_shownOrder = order;
        return;
    }
    flushChanges();
    if (column == m_shownColumn && order == m_shownOrder) {
        cancelFlight();
        return;
    }
    if (m_flight && m_flight->column == column && m_flight->order == order)
        return;
    if (m_jobs && column >= 0 && m_sorted.size() >= ix(m_backgroundRows)) {
        startBackgroundSort();
        return;
    }
    cancelFlight();
    std::vector<int> sorted = sortedRows(m_sorted, column, order); // ties keep the order shown
    beginLayout(QAbstractItemModel::VerticalSortHint);
    m_sorted = std::move(sorted);
    m_shownColumn = column;
    m_shownOrder = order;
    endLayout(QAbstractItemModel::VerticalSortHint);
}

// Copies the column's keys (numbers, or texts by reference count) and the order shown, and sorts them
// on a worker of the global pool. The result comes back through the channel as a queued call; the
// copies are let go on the worker.
void JobFilterProxy::startBackgroundSort()
{
    auto flight = std::make_unique<Flight>();
    flight->generation = ++m_generation;
    flight->column = m_column;
    flight->order = m_order;
    flight->rowNow.resize(m_sorted.size());
    for (std::size_t row = 0; row < m_sorted.size(); ++row)
        flight->rowNow[row] = static_cast<int>(row);
    flight->fresh.assign(m_sorted.size(), 0);
    m_flight = std::move(flight);

    auto keys = std::make_shared<JobSortKeys>(m_jobs->sortKeys(m_column));
    auto rows = std::make_shared<std::vector<int>>(m_sorted);
    QThreadPool::globalInstance()->start(
        [keys, rows, channel = m_channel, generation = m_generation, order = m_order]() mutable {
            keys->sort(*rows, order);
            keys.reset();
            QMutexLocker lock(&channel->mutex);
            if (JobFilterProxy* owner = channel->owner) {
                QMetaObject::invokeMethod(
                    owner, [owner, generation, rows] { owner->finishBackgroundSort(generation, *rows); },
                    Qt::QueuedConnection);
            }
        });
}

// The worker's order of the rows as they were, brought up to date: removed rows dropped, the others
// renumbered, rows inserted or changed in the column since sorted here and merged in. Then one
// layout change shows it.
void JobFilterProxy::finishBackgroundSort(int generation, const std::vector<int>& rows)
{
    if (!m_flight || m_flight->generation != generation)
        return; // a later sort(), a reset or another source came since
    flushChanges();
    const std::unique_ptr<Flight> flight = std::move(m_flight);
    std::vector<int> clean;
    clean.reserve(rows.size());
    for (const int row : rows) {
        const int now = flight->rowNow[ix(row)];
        if (now >= 0 && !flight->fresh[ix(now)])
            clean.push_back(now);
    }
    std::vector<int> fresh;
    for (const int row : m_sorted) {
        if (flight->fresh[ix(row)])
            fresh.push_back(row);
    }
    std::stable_sort(fresh.begin(), fresh.end(),
        [&](int left, int right) { return before(left, right, flight->column, flight->order); });
    std::vector<int> sorted = merged(clean, fresh, flight->column, flight->order);
    Q_ASSERT(sorted.size() == m_sorted.size());
    beginLayout(QAbstractItemModel::VerticalSortHint);
    m_sorted = std::move(sorted);
    m_shownColumn = flight->column;
    m_shownOrder = flight->order;
    endLayout(QAbstractItemModel::VerticalSortHint);
    emit sortFinished();
}

void JobFilterProxy::noteChanged(int first, int last, bool sort, bool filter)
{
    for (int row = first; row <= last; ++row)
        m_changedRows.push_back(row);
    m_changedSort = m_changedSort || sort;
    m_changedFilter = m_changedFilter || filter;
    if (!m_flushQueued) {
        // JobListModel says when a burst ends (changesAnnounced); other sources get this.
        m_flushQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_flushQueued = false;
                flushChanges();
            },
            Qt::QueuedConnection);
    }
}

// Acts on the rows a burst of dataChanged named, once: the filter's answer for each, and the rows that
// left their place in the order (or whose neighbour changed too: two changed neighbours may be in order
// with each other and not with the rest) are taken out, sorted and merged back. One layout change for
// both when rows move; rows only coming or going are inserted or removed as a filter change is.
void JobFilterProxy::flushChanges()
{
    if (m_changedRows.empty())
        return;
    std::vector<int> changed = std::move(m_changedRows);
    m_changedRows.clear();
    const bool sort = m_changedSort && m_shownColumn >= 0;
    const bool filter = m_changedFilter && !m_filter.isEmpty();
    m_changedSort = m_changedFilter = false;
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());

    std::vector<char> shown;
    bool shownChanged = false;
    if (filter) {
        shown = m_accepted;
        for (const int row : changed) {
            shown[ix(row)] = accepts(m_filter, row) ? 1 : 0;
            shownChanged = shownChanged || shown[ix(row)] != m_accepted[ix(row)];
        }
    }
    if (sort) {
        std::vector<char> isChanged(m_sorted.size(), 0);
        for (const int row : changed)
            isChanged[ix(row)] = 1;
        const std::vector<int>& position = sortedPositions();
        std::vector<std::pair<int, int>> moving; // (place in the order, row)
        for (const int row : changed) {
            const int at = position[ix(row)];
            const int previous = at > 0 ? m_sorted[ix(at - 1)] : -1;
            const int next = ix(at + 1) < m_sorted.size() ? m_sorted[ix(at + 1)] : -1;
            if ((previous >= 0 && (isChanged[ix(previous)] || before(row, previous)))
                || (next >= 0 && (isChanged[ix(next)] || before(next, row))))
                moving.emplace_back(at, row);
        }
        if (!moving.empty()) {
            std::sort(moving.begin(), moving.end());
            std::vector<int> rows;
            rows.reserve(moving.size());
            for (const auto& [at, row] : moving)
                rows.push_back(row);
            std::stable_sort(rows.begin(), rows.end(), [this](int left, int right) { return before(left, right); });
            std::vector<char> taken(m_sorted.size(), 0);
            for (const int row : rows)
                taken[ix(row)] = 1;
            std::vector<int> rest;
            rest.reserve(m_sorted.size() - rows.size());
            for (const int row : m_sorted) {
                if (!taken[ix(row)])
                    rest.push_back(row);
            }
            std::vector<int> sorted = merged(rest, rows);
            if (sorted != m_sorted) {
                const auto hint
                    = shownChanged ? QAbstractItemModel::NoLayoutChangeHint : QAbstractItemModel::VerticalSortHint;
                beginLayout(hint);
                m_sorted = std::move(sorted);
                if (shownChanged)
                    m_accepted = std::move(shown);
                endLayout(hint);
                return;
            }
        }
    }
    if (shownChanged)
        showRows(shown, incrementalLimit);
}

} // namespace trainyard::models
