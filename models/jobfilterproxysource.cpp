#include "jobfilterproxy.h"

#include "jobfilterproxy_p.h"
#include "joblistmodel.h"

#include <algorithm>
#include <limits>

// JobFilterProxy following its source: rows inserted and removed, data changed, layout changes and
// resets.

namespace trainyard::models {

using jobfilterproxy::ix;
using jobfilterproxy::runsOf;
using jobfilterproxy::maxRanges;

namespace {

    // Drops the rows first..last from `rows` and renumbers those after them.
    void dropRows(std::vector<int>& rows, int first, int last)
    {
        const int count = last - first + 1;
        std::size_t to = 0;
        for (const int row : rows) {
            if (row < first)
                rows[to++] = row;
            else if (row > last)
                rows[to++] = row - count;
        }
        rows.resize(to);
    }

    // Whether a change in `column` can change what the filter reads (the state, the search key, the labels).
    bool filterReads(int column)
    {
        return column != JobListModel::CreatedColumn && column != JobListModel::DurationColumn
            && column != JobListModel::BestMetricColumn;
    }

} // namespace

void JobFilterProxy::connectSource()
{
    QAbstractItemModel* source = sourceModel();
    const auto add = [this](QMetaObject::Connection connection) { m_connections.push_back(std::move(connection)); };
    const auto beginReset = [this] {
        beginResetModel();
        clearAll();
    };
    const auto endReset = [this] {
        rebuildAll();
        endResetModel();
    };
    add(connect(source, &QAbstractItemModel::modelAboutToBeReset, this, beginReset));
    add(connect(source, &QAbstractItemModel::modelReset, this, endReset));
    add(connect(source, &QAbstractItemModel::columnsAboutToBeInserted, this, beginReset));
    add(connect(source, &QAbstractItemModel::columnsInserted, this, endReset));
    add(connect(source, &QAbstractItemModel::columnsAboutToBeRemoved, this, beginReset));
    add(connect(source, &QAbstractItemModel::columnsRemoved, this, endReset));
    add(connect(source, &QAbstractItemModel::columnsAboutToBeMoved, this, beginReset));
    add(connect(source, &QAbstractItemModel::columnsMoved, this, endReset));
    add(connect(source, &QObject::destroyed, this, [this] {
        beginResetModel();
        clearAll();
        m_jobs = nullptr;
        endResetModel();
    }));
    add(connect(source, &QAbstractItemModel::rowsAboutToBeInserted, this, [this](const QModelIndex& parent) {
        if (!parent.isValid())
            flushChanges(); // while the rows it names are still the rows they were
    }));
    add(connect(source, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex& parent, int first, int last) {
        if (!parent.isValid())
            sourceRowsInserted(first, last);
    }));
    add(connect(source, &QAbstractItemModel::rowsAboutToBeRemoved, this,
        [this](const QModelIndex& parent, int first, int last) {
            if (!parent.isValid())
                sourceRowsAboutToBeRemoved(first, last);
        }));
    add(connect(source, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex& parent, int first, int last) {
        if (!parent.isValid())
            sourceRowsRemoved(first, last);
    }));
    add(connect(source, &QAbstractItemModel::dataChanged, this, &JobFilterProxy::sourceDataChanged));
    add(connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, &JobFilterProxy::sourceLayoutAboutToBeChanged));
    add(connect(source, &QAbstractItemModel::layoutChanged, this, &JobFilterProxy::sourceLayoutChanged));
    add(connect(source, &QAbstractItemModel::rowsAboutToBeMoved, this, &JobFilterProxy::sourceLayoutAboutToBeChanged));
    add(connect(source, &QAbstractItemModel::rowsMoved, this, &JobFilterProxy::sourceLayoutChanged));
    add(connect(source, &QAbstractItemModel::headerDataChanged, this,
        [this](Qt::Orientation orientation, int first, int last) {
            if (orientation == Qt::Horizontal)
                emit headerDataChanged(orientation, first, last);
            else if (rowCount() > 0)
                emit headerDataChanged(orientation, 0, rowCount() - 1);
        }));
    if (m_jobs)
        add(connect(m_jobs, &JobListModel::changesAnnounced, this, &JobFilterProxy::flushChanges));
}

// The new rows go into the order where they belong (sorted among themselves, then merged: O(rows)),
// and those the filter keeps are inserted: range by range, or by one layout change when they are
// scattered over many ranges.
void JobFilterProxy::sourceRowsInserted(int first, int last)
{
    const int count = last - first + 1;
    const auto shift = [first, count](std::vector<int>& rows) {
        for (int& row : rows) {
            if (row >= first)
                row += count;
        }
    };
    shift(m_sorted);
    shift(m_visible);
    m_accepted.insert(m_accepted.begin() + first, ix(count), 0);
    if (m_flight) {
        shift(m_flight->rowNow);
        m_flight->fresh.insert(m_flight->fresh.begin() + first, ix(count), 1);
    }
    m_proxyRowValid = m_sortedPosValid = false;

    std::vector<int> rows(ix(count));
    for (int i = 0; i < count; ++i)
        rows[ix(i)] = first + i;
    if (count > 4096) // the column's keys copied once beat count log count comparisons through the model
        rows = sortedRows(std::move(rows), m_shownColumn, m_shownOrder);
    else
        std::stable_sort(rows.begin(), rows.end(), [this](int left, int right) { return before(left, right); });
    m_sorted = merged(m_sorted, rows);

    std::vector<char> shown = m_accepted;
    bool any = false;
    for (int row = first; row <= last; ++row) {
        if (accepts(m_filter, row)) {
            shown[ix(row)] = 1;
            any = true;
        }
    }
    if (any)
        showRows(shown, std::numeric_limits<std::size_t>::max());
}

// The rows shown among those going are removed now, while the source still has them: range by range,
// or, when they are scattered over many ranges of the order, by one layout change that ends when the
// source has removed them (sourceRowsRemoved).
void JobFilterProxy::sourceRowsAboutToBeRemoved(int first, int last)
{
    flushChanges();
    std::vector<int> gone;
    if (m_proxyRowValid || last - first >= 64) {
        const std::vector<int>& proxyRow = proxyRows();
        for (int row = first; row <= last; ++row) {
            if (proxyRow[ix(row)] >= 0)
                gone.push_back(proxyRow[ix(row)]);
        }
        std::sort(gone.begin(), gone.end());
    } else {
        // A few rows, one after another (remove() of each): a look through the rows shown is cheaper
        // than building the whole source-to-proxy map again each time.
        for (std::size_t proxyRow = 0; proxyRow < m_visible.size(); ++proxyRow) {
            if (m_visible[proxyRow] >= first && m_visible[proxyRow] <= last)
                gone.push_back(static_cast<int>(proxyRow));
        }
    }
    if (gone.empty())
        return;
    std::vector<std::pair<int, int>> ranges = runsOf(gone);
    if (ranges.size() > maxRanges) {
        beginLayout(QAbstractItemModel::NoLayoutChangeHint);
        m_removingByLayout = true;
        return;
    }
    for (auto range = ranges.rbegin(); range != ranges.rend(); ++range) {
        beginRemoveRows({}, range->first, range->second);
        m_visible.erase(m_visible.begin() + range->first, m_visible.begin() + range->second + 1);
        m_proxyRowValid = false;
        endRemoveRows();
    }
}

// One pass over the order and the rows shown: O(rows) for each range the source removes.
void JobFilterProxy::sourceRowsRemoved(int first, int last)
{
    const int count = last - first + 1;
    dropRows(m_sorted, first, last);
    dropRows(m_visible, first, last);
    m_accepted.erase(m_accepted.begin() + first, m_accepted.begin() + last + 1);
    if (m_flight) {
        for (int& row : m_flight->rowNow) {
            if (row > last)
                row -= count;
            else if (row >= first)
                row = -1;
        }
        m_flight->fresh.erase(m_flight->fresh.begin() + first, m_flight->fresh.begin() + last + 1);
    }
    m_proxyRowValid = m_sortedPosValid = false;
    if (m_removingByLayout) {
        m_removingByLayout = false;
        for (int& row : m_layoutRows) {
            if (row > last)
                row -= count;
            else if (row >= first)
                row = -1;
        }
        endLayout(QAbstractItemModel::NoLayoutChangeHint);
    }
}

// Views learn of the change at once (one dataChanged per run of neighbouring rows shown, or one over
// their span when they are scattered); the order and the filter follow when the burst ends
// (flushChanges()).
void JobFilterProxy::sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles)
{
    if (!topLeft.isValid() || topLeft.parent().isValid() || !bottomRight.isValid())
        return;
    const int first = topLeft.row();
    const int last = bottomRight.row();
    const int left = topLeft.column();
    const int right = bottomRight.column();

    const std::vector<int>& proxyRow = proxyRows();
    std::vector<int> rows;
    for (int row = first; row <= last; ++row) {
        if (proxyRow[ix(row)] >= 0)
            rows.push_back(proxyRow[ix(row)]);
    }
    std::sort(rows.begin(), rows.end());
    std::vector<std::pair<int, int>> ranges = runsOf(rows);
    if (ranges.size() > maxRanges) {
        const int span = ranges.back().second;
        ranges.assign(1, { rows.front(), span });
    }
    for (const auto& [from, to] : ranges)
        emit dataChanged(index(from, left), index(to, right), roles);

    const bool keys = roles.isEmpty() || roles.contains(Qt::DisplayRole) || roles.contains(JobListModel::SortRole)
        || roles.contains(JobListModel::StateRole) || roles.contains(JobListModel::SearchTextRole)
        || roles.contains(JobListModel::LabelKeysRole);
    if (!keys)
        return;
    const auto covers = [&](int column) { return column >= left && column <= right; };
    bool filter = false;
    for (int column = left; column <= right && !filter; ++column)
        filter = !m_jobs || filterReads(column);
    filter = filter && !m_filter.isEmpty();
    const bool sort = m_shownColumn >= 0 && covers(m_shownColumn);
    if (m_flight && covers(m_flight->column)) {
        for (int row = first; row <= last; ++row)
            m_flight->fresh[ix(row)] = 1;
    }
    if (sort || filter)
        noteChanged(first, last, sort, filter);
}

void JobFilterProxy::sourceLayoutAboutToBeChanged()
{
    flushChanges();
    emit layoutAboutToBeChanged();
    m_sourceLayoutFrom = persistentIndexList();
    m_sourceLayoutRows.clear();
    for (const QModelIndex& index : m_sourceLayoutFrom)
        m_sourceLayoutRows.emplace_back(mapToSource(index));
}

// The source's rows were renumbered: everything is worked out again, and each persistent index goes
// where its source index went.
void JobFilterProxy::sourceLayoutChanged()
{
    rebuildAll();
    QModelIndexList to;
    to.reserve(m_sourceLayoutFrom.size());
    for (const QPersistentModelIndex& source : m_sourceLayoutRows)
        to.append(mapFromSource(source));
    changePersistentIndexList(m_sourceLayoutFrom, to);
    m_sourceLayoutFrom.clear();
    m_sourceLayoutRows.clear();
    emit layoutChanged();
}

} // namespace trainyard::models
