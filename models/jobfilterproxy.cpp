#include "jobfilterproxy.h"

#include "joblistmodel.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

namespace trainyard::models {

namespace {

    // Up to this many rows coming or going, a filter change goes through QSortFilterProxyModel's
    // incremental path (views keep their scroll position); beyond it, one re-layout is far cheaper.
    constexpr int incrementalLimit = 256;

} // namespace

JobFilterProxy::JobFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(JobListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
    sort(JobListModel::CreatedColumn, Qt::DescendingOrder);
}

void JobFilterProxy::setSourceModel(QAbstractItemModel* sourceModel)
{
    m_jobs = qobject_cast<JobListModel*>(sourceModel);
    QSortFilterProxyModel::setSourceModel(sourceModel);
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

bool JobFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    if (!m_decided.empty())
        return m_decided[static_cast<std::size_t>(sourceRow)] != 0;
    return accepts(m_filter, sourceRow);
}

bool JobFilterProxy::lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const
{
    if (m_jobs && sourceLeft.model() == m_jobs && sortRole() == JobListModel::SortRole)
        return m_jobs->lessThan(sourceLeft.column(), sourceLeft.row(), sourceRight.row());
    const QVariant left = sourceLeft.data(sortRole());
    const QVariant right = sourceRight.data(sortRole());
    if (!left.isValid() || !right.isValid())
        return !left.isValid() && right.isValid(); // missing values first, as JobListModel::lessThan
    return QSortFilterProxyModel::lessThan(sourceLeft, sourceRight);
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
// rows hidden now), then hands QSortFilterProxyModel those answers. Few rows coming or going take its
// incremental path (views keep their place); many take one re-layout, because the incremental path
// costs a pass over all rows per interval of rows removed or inserted.
void JobFilterProxy::applyFilter(Filter filter)
{
    const bool narrower = filter.implies(m_filter);
    const bool broader = m_filter.implies(filter);
    if (!sourceModel() || (narrower && broader)) {
        m_filter = std::move(filter);
        return;
    }
    const auto rows = static_cast<std::size_t>(sourceModel()->rowCount());
    std::vector<char> shown(rows, 0);
    for (int row = 0, shownRows = rowCount(); row < shownRows; ++row)
        shown[static_cast<std::size_t>(mapToSource(index(row, 0)).row())] = 1;

    std::vector<char> decided(rows, 0);
    int changed = 0;
    for (std::size_t row = 0; row < rows; ++row) {
        if (narrower && !shown[row])
            decided[row] = 0;
        else if (broader && shown[row])
            decided[row] = 1;
        else
            decided[row] = accepts(filter, static_cast<int>(row)) ? 1 : 0;
        changed += decided[row] != shown[row] ? 1 : 0;
    }
    m_filter = std::move(filter);
    if (changed == 0)
        return;
    m_decided = std::move(decided);
    if (changed <= incrementalLimit)
        invalidateRowsFilter();
    else
        invalidate();
    rowCount(); // builds the mapping now, while the answers are at hand
    m_decided.clear();
}

} // namespace trainyard::models
