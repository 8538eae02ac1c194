#include "transitionmodel.h"

#include "jobformat.h"
#include "metricrounding.h"

#include "spec/daemonmessages.h"

#include <QThread>

#include <algorithm>

namespace trainyard::models {

namespace {

    QString qs(const std::string& text)
    {
        return QString::fromStdString(text);
    }

    bool sameTransition(const spec::Transition& a, const spec::Transition& b)
    {
        if (a.id != 0 || b.id != 0)
            return a.id == b.id;
        return a.time == b.time && a.state == b.state && a.previousState == b.previousState && a.reason == b.reason;
    }

} // namespace

TransitionModel::TransitionModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_clock(&spec::Timestamp::now)
    , m_now(m_clock())
{
}

int TransitionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int TransitionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

TransitionModel::Row TransitionModel::makeRow(spec::Transition transition)
{
    Row row;
    const auto state = spec::Enum<spec::State>::fromWire(transition.state);
    row.state = state.value();
    row.final = state.isRecognized() && spec::isTerminal(row.state);
    row.reason = reasonText(qs(transition.reason)); // translated, metrics rounded to six digits
    row.transition = std::move(transition);
    return row;
}

bool TransitionModel::before(const spec::Transition& left, const spec::Transition& right)
{
    if (left.time != right.time)
        return left.time < right.time;
    return left.id < right.id;
}

bool TransitionModel::contains(const spec::Transition& transition) const
{
    return std::any_of(
        m_rows.begin(), m_rows.end(), [&](const Row& row) { return sameTransition(row.transition, transition); });
}

bool TransitionModel::isOpen(int row) const
{
    return row == rowCount() - 1 && !m_rows[static_cast<std::size_t>(row)].final;
}

std::int64_t TransitionModel::timeInStateMs(int row) const
{
    const auto& time = m_rows[static_cast<std::size_t>(row)].transition.time;
    if (row + 1 < rowCount())
        return millisecondsBetween(time, m_rows[static_cast<std::size_t>(row) + 1].transition.time);
    return m_rows[static_cast<std::size_t>(row)].final ? -1 : millisecondsBetween(time, m_now);
}

QVariant TransitionModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const spec::Transition& t = row.transition;
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case TimeColumn:
            return formatLocalTime(t.time, true);
        case StateColumn:
            return stateLabel(t.state);
        case TimeInStateColumn: {
            const std::int64_t ms = timeInStateMs(index.row());
            return ms < 0 ? QString() : formatDuration(ms);
        }
        case ReasonColumn:
            return row.reason;
        default:
            return {};
        }
    case Qt::DecorationRole:
        if (column == StateColumn && !t.state.empty())
            return stateDecoration(row.state);
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case TimeColumn:
            return formatLocalTimeIso(t.time);
        case StateColumn:
            return t.previousState.empty() ? tr("The job was created") : tr("From %1").arg(stateLabel(t.previousState));
        case ReasonColumn:
            return row.reason.isEmpty() ? QVariant() : QVariant(row.reason);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (column == TimeInStateColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case StateRole:
        return qs(t.state);
    case PreviousStateRole:
        return qs(t.previousState);
    case SortRole:
        switch (column) {
        case TimeColumn:
            return qint64(t.time.seconds * 1000 + t.time.nanos / 1'000'000);
        case StateColumn:
            return stateRank(row.state);
        case TimeInStateColumn:
            return qint64(timeInStateMs(index.row()));
        case ReasonColumn:
            return row.reason; // sorted as shown
        default:
            return {};
        }
    case StateColorRole:
        return stateColor(row.state);
    case TransitionIdRole:
        return qint64(t.id);
    default:
        return {};
    }
}

QVariant TransitionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case StateColumn:
        return tr("State");
    case TimeInStateColumn:
        return tr("Time in state");
    case ReasonColumn:
        return tr("Reason");
    default:
        return {};
    }
}

QHash<int, QByteArray> TransitionModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(StateRole, QByteArrayLiteral("state"));
    names.insert(PreviousStateRole, QByteArrayLiteral("previousState"));
    names.insert(SortRole, QByteArrayLiteral("sortValue"));
    names.insert(StateColorRole, QByteArrayLiteral("stateColor"));
    names.insert(TransitionIdRole, QByteArrayLiteral("transitionId"));
    return names;
}

void TransitionModel::setTransitions(std::vector<spec::Transition> transitions)
{
    Q_ASSERT(QThread::currentThread() == thread());
    // A history read is a snapshot from when the read was served: transitions the stream appended
    // while it was in flight are newer than it, not wrong, so they are kept (the union, in order).
    // Replacing the rows with the snapshot lost them: a job selected as it started showed Preparing
    // for its whole run, with no Running row.
    std::vector<Row> rows;
    rows.reserve(transitions.size() + m_rows.size());
    for (const Row& row : m_rows)
        rows.push_back(row);
    for (auto& transition : transitions) {
        const bool duplicate = std::any_of(
            rows.begin(), rows.end(), [&](const Row& row) { return sameTransition(row.transition, transition); });
        if (!duplicate)
            rows.push_back(makeRow(std::move(transition)));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return before(a.transition, b.transition); });
    if (rows.size() == m_rows.size())
        return; // nothing new
    // Usually the new rows follow the present ones (a refresh): inserted, not a reset.
    const bool extends = std::equal(m_rows.begin(), m_rows.end(), rows.begin(),
        [](const Row& a, const Row& b) { return sameTransition(a.transition, b.transition); });
    if (!extends || m_rows.empty()) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    const int first = rowCount();
    beginInsertRows({}, first, static_cast<int>(rows.size()) - 1);
    std::move(rows.begin() + first, rows.end(), std::back_inserter(m_rows));
    endInsertRows();
    emit dataChanged(index(first - 1, TimeInStateColumn), index(first - 1, TimeInStateColumn));
}

bool TransitionModel::append(const spec::Transition& transition)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (contains(transition))
        return false;
    const auto at = std::upper_bound(m_rows.begin(), m_rows.end(), transition,
        [](const spec::Transition& t, const Row& row) { return before(t, row.transition); });
    const int row = static_cast<int>(at - m_rows.begin());
    beginInsertRows({}, row, row);
    m_rows.insert(at, makeRow(transition));
    endInsertRows();
    if (row > 0) // the previous state now ends at this transition
        emit dataChanged(index(row - 1, TimeInStateColumn), index(row - 1, TimeInStateColumn));
    return true;
}

void TransitionModel::clear()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

const spec::Transition* TransitionModel::transitionAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)].transition;
}

std::vector<TransitionModel::Segment> TransitionModel::segments(const QDateTime& now) const
{
    std::vector<Segment> result;
    result.reserve(m_rows.size());
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        Segment segment;
        segment.state = qs(row.transition.state);
        segment.value = row.state;
        segment.start = toDateTime(row.transition.time);
        if (i + 1 < m_rows.size()) {
            segment.end = toDateTime(m_rows[i + 1].transition.time);
        } else if (row.final) {
            segment.end = segment.start;
        } else {
            segment.end = std::max(now.toUTC(), segment.start);
            segment.current = true;
        }
        result.push_back(std::move(segment));
    }
    return result;
}

void TransitionModel::setClock(Clock clock)
{
    m_clock = clock ? std::move(clock) : Clock(&spec::Timestamp::now);
    tick();
}

void TransitionModel::tick()
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_now = m_clock();
    const int last = rowCount() - 1;
    if (last >= 0 && isOpen(last))
        emit dataChanged(index(last, TimeInStateColumn), index(last, TimeInStateColumn), { Qt::DisplayRole, SortRole });
}

} // namespace trainyard::models
