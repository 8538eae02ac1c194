#include "jobfilterproxy.h"

#include "jobfilterproxy_p.h"
#include "joblistmodel.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

// JobFilterProxy's mapping and its filter; sorting and changes gathered from the source are in
// jobfilterproxysort.cpp, the source's signals in jobfilterproxysource.cpp.

namespace trainyard::models {

using jobfilterproxy::incrementalLimit;
using jobfilterproxy::ix;
using jobfilterproxy::maxRanges;
using jobfilterproxy::positionsOf;

JobFilterProxy::JobFilterProxy(QObject* parent)
    : QAbstractProxyModel(parent)
    , m_column(JobListModel::CreatedColumn)
    , m_order(Qt::DescendingOrder)
    , m_shownColumn(JobListModel::CreatedColumn)
    , m_shownOrder(Qt::DescendingOrder)
    , m_channel(std::make_shared<Channel>())
{
    m_channel->owner = this;
}

JobFilterProxy::~JobFilterProxy()
{
    // A worker still sorting finds no one to hand its result to.
    QMutexLocker lock(&m_channel->mutex);
    m_channel->owner = nullptr;
}

void JobFilterProxy::setSourceModel(QAbstractItemModel* sourceModel)
{
    if (sourceModel == this->sourceModel())
        return;
    beginResetModel();
    for (const auto& connection : m_connections)
        disconnect(connection);
    m_connections.clear();
    QAbstractProxyModel::setSourceModel(sourceModel);
    m_jobs = qobject_cast<JobListModel*>(sourceModel);
    if (sourceModel)
        connectSource();
    rebuildAll();
    endResetModel();
}

QModelIndex JobFilterProxy::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex JobFilterProxy::parent(const QModelIndex&) const
{
    return {};
}

QModelIndex JobFilterProxy::sibling(int row, int column, const QModelIndex& index) const
{
    return index.isValid() ? this->index(row, column) : QModelIndex();
}

int JobFilterProxy::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_visible.size());
}

int JobFilterProxy::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool JobFilterProxy::hasChildren(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

QModelIndex JobFilterProxy::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.model() != this
        || ix(proxyIndex.row()) >= m_visible.size())
        return {};
    return sourceModel()->index(m_visible[ix(proxyIndex.row())], proxyIndex.column());
}

QModelIndex JobFilterProxy::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel() || sourceIndex.parent().isValid())
        return {};
    const std::vector<int>& rows = proxyRows();
    if (ix(sourceIndex.row()) >= rows.size() || rows[ix(sourceIndex.row())] < 0)
        return {};
    return createIndex(rows[ix(sourceIndex.row())], sourceIndex.column());
}

// Not QAbstractProxyModel's: it maps a section through index(0, section), which is invalid while the
// filter keeps no row, and the columns would lose their titles.
QVariant JobFilterProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!sourceModel())
        return {};
    if (orientation == Qt::Horizontal)
        return sourceModel()->headerData(section, orientation, role);
    if (section < 0 || ix(section) >= m_visible.size())
        return {};
    return sourceModel()->headerData(m_visible[ix(section)], orientation, role);
}

void JobFilterProxy::rebuildVisible()
{
    m_visible.clear();
    for (const int row : m_sorted) {
        if (m_accepted[ix(row)])
            m_visible.push_back(row);
    }
    m_proxyRowValid = false;
    m_sortedPosValid = false;
}

const std::vector<int>& JobFilterProxy::proxyRows() const
{
    if (!m_proxyRowValid) {
        positionsOf(m_visible, m_accepted.size(), m_proxyRow);
        m_proxyRowValid = true;
    }
    return m_proxyRow;
}

const std::vector<int>& JobFilterProxy::sortedPositions() const
{
    if (!m_sortedPosValid) {
        positionsOf(m_sorted, m_sorted.size(), m_sortedPos);
        m_sortedPosValid = true;
    }
    return m_sortedPos;
}

void JobFilterProxy::beginLayout(QAbstractItemModel::LayoutChangeHint hint)
{
    emit layoutAboutToBeChanged({}, hint);
    m_layoutFrom = persistentIndexList();
    m_layoutRows.clear();
    m_layoutRows.reserve(ix(static_cast<int>(m_layoutFrom.size())));
    for (const QModelIndex& index : m_layoutFrom)
        m_layoutRows.push_back(ix(index.row()) < m_visible.size() ? m_visible[ix(index.row())] : -1);
}

// Rebuilds the rows shown from m_sorted and m_accepted, then moves each persistent index to where its
// source row is now (m_layoutRows, adjusted by whoever changed the source rows meanwhile).
void JobFilterProxy::endLayout(QAbstractItemModel::LayoutChangeHint hint)
{
    rebuildVisible();
    if (!m_layoutFrom.isEmpty()) {
        const std::vector<int>& rows = proxyRows();
        QModelIndexList to;
        to.reserve(m_layoutFrom.size());
        for (qsizetype i = 0; i < m_layoutFrom.size(); ++i) {
            const int source = m_layoutRows[ix(static_cast<int>(i))];
            const int row = source >= 0 && ix(source) < rows.size() ? rows[ix(source)] : -1;
            to.append(row >= 0 ? createIndex(row, m_layoutFrom[i].column()) : QModelIndex());
        }
        changePersistentIndexList(m_layoutFrom, to);
    }
    m_layoutFrom.clear();
    m_layoutRows.clear();
    emit layoutChanged({}, hint);
}

void JobFilterProxy::clearAll()
{
    cancelFlight();
    m_sorted.clear();
    m_accepted.clear();
    m_visible.clear();
    m_changedRows.clear();
    m_changedSort = m_changedFilter = false;
    m_proxyRowValid = m_sortedPosValid = false;
}

void JobFilterProxy::rebuildAll()
{
    clearAll();
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    m_accepted.resize(ix(rows));
    for (int row = 0; row < rows; ++row)
        m_accepted[ix(row)] = accepts(m_filter, row) ? 1 : 0;
    std::vector<int> order(ix(rows));
    for (int row = 0; row < rows; ++row)
        order[ix(row)] = row;
    m_shownColumn = m_column;
    m_shownOrder = m_order;
    m_sorted = sortedRows(std::move(order), m_column, m_order);
    rebuildVisible();
}

QStringList JobFilterProxy::stateFilter() const
{
    QStringList states(m_filter.states.cbegin(), m_filter.states.cend());
    states.sort();
    return states;
}

void JobFilterProxy::parseText(const QString& text, Filter& filter)
{
    filter.needles.clear();
    filter.labels.clear();
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        const qsizetype equals = word.indexOf(QLatin1Char('='));
        if (equals > 0) {
            const std::string value = word.mid(equals + 1).toStdString();
            filter.labels.push_back(JobListModel::labelKey(
                word.left(equals).toStdString(), value.empty() ? std::nullopt : std::optional<std::string>(value)));
        } else {
            filter.needles.push_back(word.toCaseFolded().toUtf8());
        }
    }
}

bool JobFilterProxy::Filter::implies(const Filter& other) const
{
    if (!other.states.isEmpty() && (states.isEmpty() || !other.states.contains(states)))
        return false;
    const auto coveredBy = [](const std::vector<QByteArray>& mine, const QByteArray& theirs, bool prefix) {
        return std::any_of(mine.begin(), mine.end(),
            [&](const QByteArray& word) { return prefix ? word.startsWith(theirs) : word.contains(theirs); });
    };
    for (const QByteArray& needle : other.needles) {
        if (!coveredBy(needles, needle, false))
            return false;
    }
    for (const QByteArray& label : other.labels) {
        if (!coveredBy(labels, label, true)) // "k=v" implies "k="
            return false;
    }
    return true;
}

bool JobFilterProxy::Filter::accepts(
    const QString& state, const QByteArray& searchKey, const QByteArray& labelKeys) const
{
    if (!states.isEmpty() && !states.contains(state))
        return false;
    const auto has = [](const QByteArray& haystack, const QByteArray& needle) {
        return std::string_view(haystack.constData(), static_cast<std::size_t>(haystack.size()))
                   .find(std::string_view(needle.constData(), static_cast<std::size_t>(needle.size())))
            != std::string_view::npos;
    };
    for (const QByteArray& needle : needles) {
        if (!has(searchKey, needle))
            return false;
    }
    for (const QByteArray& label : labels) {
        if (!has(labelKeys, label))
            return false;
    }
    return true;
}

bool JobFilterProxy::accepts(const Filter& filter, int sourceRow) const
{
    if (filter.isEmpty())
        return true;
    if (m_jobs)
        return filter.accepts(m_jobs->stateWire(sourceRow), m_jobs->searchKey(sourceRow), m_jobs->labelKeys(sourceRow));
    // Any other model that offers JobListModel's roles.
    const QModelIndex index = sourceModel()->index(sourceRow, 0);
    return filter.accepts(index.data(JobListModel::StateRole).toString(),
        index.data(JobListModel::SearchTextRole).toString().toUtf8(),
        index.data(JobListModel::LabelKeysRole).toByteArray());
}

void JobFilterProxy::setFilterText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    Filter filter = m_filter;
    parseText(text, filter);
    applyFilter(std::move(filter));
    emit filterTextChanged(m_text);
}

void JobFilterProxy::setStateFilter(const QStringList& states)
{
    QSet<QString> set(states.cbegin(), states.cend());
    if (set == m_filter.states)
        return;
    Filter filter = m_filter;
    filter.states = std::move(set);
    applyFilter(std::move(filter));
    emit stateFilterChanged(stateFilter());
}

// Works out which rows the new filter keeps, evaluating each row at most once and only where the
// answer is not already known (a narrower filter can only drop rows shown now, a broader one only add
// rows hidden now), then shows the result.
void JobFilterProxy::applyFilter(Filter filter)
{
    const bool narrower = filter.implies(m_filter);
    const bool broader = m_filter.implies(filter);
    if (!sourceModel() || (narrower && broader)) {
        m_filter = std::move(filter);
        return;
    }
    flushChanges();
    const std::size_t rows = m_accepted.size();
    std::vector<char> decided(rows, 0);
    bool changed = false;
    for (std::size_t row = 0; row < rows; ++row) {
        if (narrower && !m_accepted[row])
            decided[row] = 0;
        else if (broader && m_accepted[row])
            decided[row] = 1;
        else
            decided[row] = accepts(filter, static_cast<int>(row)) ? 1 : 0;
        changed = changed || decided[row] != m_accepted[row];
    }
    m_filter = std::move(filter);
    if (changed)
        showRows(decided, incrementalLimit);
}

// Few rows coming or going are removed and inserted (views keep their place: removals from the last,
// insertions from the last, as QSortFilterProxyModel did); many take one layout change, because each
// range removed or inserted moves the rows after it.
void JobFilterProxy::showRows(const std::vector<char>& shown, std::size_t maxRows)
{
    std::vector<std::pair<int, int>> removals; // proxy rows, first..last
    std::size_t removed = 0;
    for (std::size_t proxyRow = 0; proxyRow < m_visible.size(); ++proxyRow) {
        if (shown[ix(m_visible[proxyRow])])
            continue;
        const int at = static_cast<int>(proxyRow);
        if (!removals.empty() && removals.back().second == at - 1)
            removals.back().second = at;
        else
            removals.emplace_back(at, at);
        ++removed;
    }
    // Each row that comes, with the proxy row it is inserted at (the rows that stay before it).
    std::vector<std::pair<int, int>> insertions;
    std::size_t insertionRanges = 0;
    int kept = 0;
    for (const int row : m_sorted) {
        const bool was = m_accepted[ix(row)] != 0;
        const bool is = shown[ix(row)] != 0;
        if (was && is) {
            ++kept;
        } else if (!was && is) {
            if (insertions.empty() || insertions.back().first != kept)
                ++insertionRanges;
            insertions.emplace_back(kept, row);
        }
    }
    if (removed + insertions.size() > maxRows || removals.size() + insertionRanges > maxRanges) {
        beginLayout(QAbstractItemModel::NoLayoutChangeHint);
        m_accepted = shown;
        endLayout(QAbstractItemModel::NoLayoutChangeHint);
        return;
    }
    for (auto range = removals.rbegin(); range != removals.rend(); ++range) {
        beginRemoveRows({}, range->first, range->second);
        const auto first = m_visible.begin() + range->first;
        const auto end = m_visible.begin() + range->second + 1;
        for (auto it = first; it != end; ++it)
            m_accepted[ix(*it)] = 0;
        m_visible.erase(first, end);
        m_proxyRowValid = false;
        endRemoveRows();
    }
    std::size_t end = insertions.size();
    while (end > 0) {
        std::size_t begin = end - 1;
        while (begin > 0 && insertions[begin - 1].first == insertions[end - 1].first)
            --begin;
        const int at = insertions[begin].first;
        beginInsertRows({}, at, at + static_cast<int>(end - begin) - 1);
        std::vector<int> rows;
        for (std::size_t i = begin; i < end; ++i) {
            rows.push_back(insertions[i].second);
            m_accepted[ix(insertions[i].second)] = 1;
        }
        m_visible.insert(m_visible.begin() + at, rows.begin(), rows.end());
        m_proxyRowValid = false;
        endInsertRows();
        end = begin;
    }
}

} // namespace trainyard::models
