#include "trialtablemodel.h"

#include "jobformat.h"

#include <QFont>
#include <QLocale>
#include <QThread>

#include <charconv>
#include <cmath>

namespace trainyard::models {

namespace {

    constexpr int fixedBefore = 2; // Trial, State
    constexpr int fixedAfter = 5; // Objective, BestSoFar, Steps, Duration, StoppedEarly

    bool sameNumber(double a, double b)
    {
        return (std::isnan(a) && std::isnan(b)) || a == b;
    }

    // The shortest text that reads back as exactly the same double ("0.1", not "0.10000000000000001").
    QString exactNumber(double value)
    {
        if (std::isnan(value))
            return {};
        char buffer[32];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
        return QString::fromLatin1(buffer, static_cast<qsizetype>(result.ptr - buffer));
    }

    QString parameterText(const TrialParameter& parameter, const TrialRecord& trial, int at)
    {
        const double value = trial.params[static_cast<std::size_t>(at)];
        if (parameter.categorical || std::isnan(value) || parameter.type == spec::ParameterType::Integer)
            return trial.paramText[static_cast<std::size_t>(at)];
        return formatMetricValue(value);
    }

} // namespace

TrialTableModel::TrialTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_series(std::make_shared<TrialSeries>())
    , m_clock(&spec::Timestamp::now)
    , m_now(m_clock())
{
}

int TrialTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rowIndex.size());
}

int TrialTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : fixedBefore + static_cast<int>(m_series->parameters.size()) + fixedAfter;
}

int TrialTableModel::columnOf(Field field, int parameter) const
{
    const int params = static_cast<int>(m_series->parameters.size());
    switch (field) {
    case Field::Trial:
        return 0;
    case Field::State:
        return 1;
    case Field::Parameter:
        return parameter >= 0 && parameter < params ? fixedBefore + parameter : -1;
    case Field::Objective:
        return fixedBefore + params;
    case Field::BestSoFar:
        return fixedBefore + params + 1;
    case Field::Steps:
        return fixedBefore + params + 2;
    case Field::Duration:
        return fixedBefore + params + 3;
    case Field::StoppedEarly:
        return fixedBefore + params + 4;
    }
    return -1;
}

TrialTableModel::Field TrialTableModel::fieldOf(int column) const
{
    const int params = static_cast<int>(m_series->parameters.size());
    if (column == 0)
        return Field::Trial;
    if (column == 1)
        return Field::State;
    if (column < fixedBefore + params)
        return Field::Parameter;
    static constexpr Field after[] = { Field::Objective, Field::BestSoFar, Field::Steps, Field::Duration, Field::StoppedEarly };
    const int at = column - fixedBefore - params;
    return at >= 0 && at < fixedAfter ? after[at] : Field::Trial;
}

int TrialTableModel::parameterOf(int column) const
{
    const int at = column - fixedBefore;
    return at >= 0 && at < static_cast<int>(m_series->parameters.size()) ? at : -1;
}

const TrialRecord* TrialTableModel::trialAt(int row) const
{
    return row >= 0 && row < rowCount() ? &record(row) : nullptr;
}

int TrialTableModel::rowOf(const QString& trialId) const
{
    return m_rowOfId.value(trialId, -1);
}

int TrialTableModel::rowOfIndex(int seriesIndex) const
{
    return seriesIndex >= 0 && static_cast<std::size_t>(seriesIndex) < m_indexRow.size() ? m_indexRow[static_cast<std::size_t>(seriesIndex)] : -1;
}

std::int64_t TrialTableModel::durationMs(const TrialRecord& trial) const
{
    if (!trial.start)
        return -1;
    if (trial.end)
        return millisecondsBetween(*trial.start, *trial.end);
    return trial.unfinished ? millisecondsBetween(*trial.start, m_now) : -1;
}

QVariant TrialTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const TrialRecord& trial = record(index.row());
    const Field field = fieldOf(index.column());
    const int parameter = parameterOf(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(trial, field, parameter);
    case SortRole:
        return sortData(trial, field, parameter);
    case ExportRole:
        return exportData(trial, field, parameter);
    case Qt::ToolTipRole:
        return toolTipData(trial, field);
    case Qt::DecorationRole:
        return field == Field::State && trial.state.isRecognized() ? stateDecoration(trial.state.value()) : QVariant();
    case Qt::TextAlignmentRole:
        if (field == Field::Trial || field == Field::Objective || field == Field::BestSoFar || field == Field::Steps || field == Field::Duration
            || (field == Field::Parameter && !m_series->parameters[static_cast<std::size_t>(parameter)].categorical))
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (index.row() == rowOfIndex(m_series->best)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case TrialIdRole:
        return trial.idText;
    case TrialIndexRole:
        return m_rowIndex[static_cast<std::size_t>(index.row())];
    case BestRole:
        return m_rowIndex[static_cast<std::size_t>(index.row())] == m_series->best;
    case UnfinishedRole:
        return trial.unfinished;
    case FieldRole:
        return static_cast<int>(field);
    case NumberRole:
        return numberData(trial, field, parameter);
    default:
        return {};
    }
}

QVariant TrialTableModel::displayData(const TrialRecord& trial, Field field, int parameter) const
{
    switch (field) {
    case Field::Trial:
        return trial.idText;
    case Field::State:
        return trial.state.wire().empty() ? QString() : stateLabel(trial.state);
    case Field::Parameter:
        return parameterText(m_series->parameters[static_cast<std::size_t>(parameter)], trial, parameter);
    case Field::Objective:
        return trial.hasObjective() ? formatMetricValue(trial.objective) : QString();
    case Field::BestSoFar:
        return std::isnan(trial.bestSoFar) ? QString() : formatMetricValue(trial.bestSoFar);
    case Field::Steps: {
        const std::int64_t last = trial.lastStep();
        return last < 0 ? QString() : QLocale().toString(static_cast<qint64>(last));
    }
    case Field::Duration: {
        const std::int64_t ms = durationMs(trial);
        return ms < 0 ? notApplicableText() : formatDuration(ms);
    }
    case Field::StoppedEarly:
        return trial.stoppedEarly ? tr("Yes") : QString();
    }
    return {};
}

QVariant TrialTableModel::numberData(const TrialRecord& trial, Field field, int parameter) const
{
    double value = TrialRecord::none;
    if (field == Field::Parameter) {
        const auto& p = m_series->parameters[static_cast<std::size_t>(parameter)];
        // Integers and categories are shown as they are; only what formatMetricValue rounds qualifies.
        if (!p.categorical && p.type != spec::ParameterType::Integer)
            value = trial.params[static_cast<std::size_t>(parameter)];
    } else if (field == Field::Objective) {
        value = trial.objective;
    } else if (field == Field::BestSoFar) {
        value = trial.bestSoFar;
    }
    return std::isnan(value) ? QVariant() : QVariant(value);
}

QVariant TrialTableModel::sortData(const TrialRecord& trial, Field field, int parameter) const
{
    switch (field) {
    case Field::Trial:
        return trial.number;
    case Field::State:
        return stateRank(trial.state.value());
    case Field::Parameter: {
        if (m_series->parameters[static_cast<std::size_t>(parameter)].categorical)
            return trial.paramText[static_cast<std::size_t>(parameter)];
        const double value = trial.params[static_cast<std::size_t>(parameter)];
        return std::isnan(value) ? QVariant() : QVariant(value);
    }
    case Field::Objective:
        return trial.hasObjective() ? QVariant(trial.objective) : QVariant();
    case Field::BestSoFar:
        return std::isnan(trial.bestSoFar) ? QVariant() : QVariant(trial.bestSoFar);
    case Field::Steps:
        return static_cast<qint64>(trial.lastStep());
    case Field::Duration:
        return static_cast<qint64>(durationMs(trial));
    case Field::StoppedEarly:
        return trial.stoppedEarly ? 1 : 0;
    }
    return {};
}

TrialTableModel::SortKey TrialTableModel::sortKey(int row, int column) const
{
    const TrialRecord& trial = record(row);
    const auto number = [](double value) { return std::isnan(value) ? SortKey {} : SortKey { true, value, nullptr }; };
    switch (fieldOf(column)) {
    case Field::Trial:
        return number(trial.number);
    case Field::State:
        return number(stateRank(trial.state.value()));
    case Field::Parameter: {
        const int parameter = parameterOf(column);
        if (m_series->parameters[static_cast<std::size_t>(parameter)].categorical)
            return { true, 0, &trial.paramText[static_cast<std::size_t>(parameter)] };
        return number(trial.params[static_cast<std::size_t>(parameter)]);
    }
    case Field::Objective:
        return number(trial.objective);
    case Field::BestSoFar:
        return number(trial.bestSoFar);
    case Field::Steps:
        return number(static_cast<double>(trial.lastStep()));
    case Field::Duration:
        return number(static_cast<double>(durationMs(trial)));
    case Field::StoppedEarly:
        return number(trial.stoppedEarly ? 1 : 0);
    }
    return {};
}

QVariant TrialTableModel::exportData(const TrialRecord& trial, Field field, int parameter) const
{
    switch (field) {
    case Field::Trial:
        return trial.idText;
    case Field::State:
        return QString::fromUtf8(trial.state.wire().data(), static_cast<qsizetype>(trial.state.wire().size()));
    case Field::Parameter:
        return trial.paramText[static_cast<std::size_t>(parameter)];
    case Field::Objective:
        return exactNumber(trial.objective);
    case Field::BestSoFar:
        return exactNumber(trial.bestSoFar);
    case Field::Steps: {
        const std::int64_t last = trial.lastStep();
        return last < 0 ? QString() : QString::number(last);
    }
    case Field::Duration: {
        const std::int64_t ms = durationMs(trial);
        return ms < 0 ? QString() : exactNumber(static_cast<double>(ms) / 1000.0);
    }
    case Field::StoppedEarly:
        return trial.stoppedEarly ? QStringLiteral("true") : QStringLiteral("false");
    }
    return {};
}

QVariant TrialTableModel::toolTipData(const TrialRecord& trial, Field field) const
{
    switch (field) {
    case Field::Trial: {
        QStringList parts;
        for (std::size_t i = 0; i < m_series->parameters.size(); ++i) {
            if (!trial.paramText[i].isEmpty())
                parts << QStringLiteral("%1=%2").arg(m_series->parameters[i].name, trial.paramText[i]);
        }
        return tr("Trial %1: %2").arg(trial.idText, parts.join(QStringLiteral(", ")));
    }
    case Field::Objective:
        if (trial.unfinished && !std::isnan(trial.latest))
            return tr("Not finished: latest %1 at step %2").arg(formatMetricValue(trial.latest), QLocale().toString(static_cast<qint64>(trial.steps.back())));
        if (trial.failed)
            return tr("The trial failed: it has no final value");
        return {};
    case Field::Steps:
        return tr("%n intermediate value(s)", nullptr, static_cast<int>(trial.values.size()));
    case Field::Duration:
        return trial.start ? tr("Started %1").arg(formatLocalTime(*trial.start)) : QVariant();
    default:
        return {};
    }
}

QVariant TrialTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const Field field = fieldOf(section);
    if (role == Qt::ToolTipRole) {
        if (field == Field::Objective || field == Field::BestSoFar)
            return m_series->goal == spec::GoalType::Minimize ? tr("%1: lower is better").arg(m_series->metricTag)
                                                               : tr("%1: higher is better").arg(m_series->metricTag);
        if (field == Field::Parameter) {
            const auto& parameter = m_series->parameters[static_cast<std::size_t>(parameterOf(section))];
            return parameter.logScale ? tr("%1 (log scale)").arg(parameter.name) : parameter.name;
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (field) {
    case Field::Trial:
        return tr("Trial");
    case Field::State:
        return tr("State");
    case Field::Parameter:
        return m_series->parameters[static_cast<std::size_t>(parameterOf(section))].name;
    case Field::Objective:
        return m_series->metricTag;
    case Field::BestSoFar:
        return tr("Best so far");
    case Field::Steps:
        return tr("Steps");
    case Field::Duration:
        return tr("Duration");
    case Field::StoppedEarly:
        return tr("Stopped early");
    }
    return {};
}

void TrialTableModel::rebuildIndex()
{
    m_indexRow.assign(m_series->trials.size(), -1);
    m_rowOfId.clear();
    m_rowOfId.reserve(static_cast<qsizetype>(m_rowIndex.size()));
    for (std::size_t row = 0; row < m_rowIndex.size(); ++row) {
        m_indexRow[static_cast<std::size_t>(m_rowIndex[row])] = static_cast<int>(row);
        m_rowOfId.insert(m_series->trials[static_cast<std::size_t>(m_rowIndex[row])].idText, static_cast<int>(row));
    }
}

void TrialTableModel::reset(std::shared_ptr<const TrialSeries> series, const QString& jobId)
{
    beginResetModel();
    m_jobId = jobId;
    m_series = std::move(series);
    m_rowIndex.resize(m_series->trials.size());
    for (std::size_t i = 0; i < m_rowIndex.size(); ++i)
        m_rowIndex[i] = static_cast<int>(i);
    rebuildIndex();
    endResetModel();
    emit seriesChanged();
}

void TrialTableModel::clear()
{
    reset(std::make_shared<TrialSeries>(), {});
}

void TrialTableModel::setJob(const spec::Job& job)
{
    setSeries(TrialSeries::fromJob(job), QString::fromStdString(job.jobId.value_or(std::string())));
}

void TrialTableModel::setSeries(std::shared_ptr<const TrialSeries> next, const QString& jobId)
{
    Q_ASSERT(QThread::currentThread() == thread());
    Q_ASSERT(next);
    m_now = m_clock();
    bool sameColumns = jobId == m_jobId && next->parameters.size() == m_series->parameters.size();
    for (std::size_t i = 0; sameColumns && i < next->parameters.size(); ++i)
        sameColumns = next->parameters[i].name == m_series->parameters[i].name;
    if (!sameColumns) {
        reset(std::move(next), jobId);
        return;
    }

    QHash<QString, int> nextIndex;
    nextIndex.reserve(static_cast<qsizetype>(next->trials.size()));
    for (std::size_t i = 0; i < next->trials.size(); ++i)
        nextIndex.insert(next->trials[i].idText, static_cast<int>(i));

    // Rows keep their trials; a trial gone from the document (never, from a sane server) loses its row.
    const std::shared_ptr<const TrialSeries> previous = m_series;
    for (int row = rowCount() - 1; row >= 0; --row) {
        if (!nextIndex.contains(previous->trials[static_cast<std::size_t>(m_rowIndex[static_cast<std::size_t>(row)])].idText)) {
            beginRemoveRows({}, row, row);
            m_rowIndex.erase(m_rowIndex.begin() + row);
            rebuildIndex();
            endRemoveRows();
        }
    }

    // Which rows changed, then every row points into the new series.
    const int oldRows = rowCount();
    std::vector<char> changed(m_rowIndex.size(), 0);
    std::vector<char> placed(next->trials.size(), 0);
    for (std::size_t row = 0; row < m_rowIndex.size(); ++row) {
        const int before = m_rowIndex[row];
        const TrialRecord& old = previous->trials[static_cast<std::size_t>(before)];
        const int after = nextIndex.value(old.idText);
        const TrialRecord& now = next->trials[static_cast<std::size_t>(after)];
        changed[row] = !old.sameAs(now) || !sameNumber(old.bestSoFar, now.bestSoFar) || (before == previous->best) != (after == next->best);
        m_rowIndex[row] = after;
        placed[static_cast<std::size_t>(after)] = 1;
    }
    m_series = std::move(next);
    rebuildIndex();
    for (int row = 0; row < oldRows;) {
        if (!changed[static_cast<std::size_t>(row)]) {
            ++row;
            continue;
        }
        int last = row;
        while (last + 1 < oldRows && changed[static_cast<std::size_t>(last + 1)])
            ++last;
        emit dataChanged(index(row, 0), index(last, columnCount() - 1));
        row = last + 1;
    }

    // New trials after the rows there are, in id order.
    std::vector<int> added;
    for (std::size_t i = 0; i < placed.size(); ++i) {
        if (!placed[i])
            added.push_back(static_cast<int>(i));
    }
    if (!added.empty()) {
        beginInsertRows({}, oldRows, oldRows + static_cast<int>(added.size()) - 1);
        m_rowIndex.insert(m_rowIndex.end(), added.begin(), added.end());
        rebuildIndex();
        endInsertRows();
    }
    emit seriesChanged();
}

void TrialTableModel::setClock(Clock clock)
{
    m_clock = clock ? std::move(clock) : Clock(&spec::Timestamp::now);
    tick();
}

void TrialTableModel::tick()
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_now = m_clock();
    const int rows = rowCount();
    const int column = columnOf(Field::Duration);
    const QList<int> roles { Qt::DisplayRole, SortRole, ExportRole };
    for (int row = 0; row < rows;) {
        if (!ticking(record(row))) {
            ++row;
            continue;
        }
        int last = row;
        while (last + 1 < rows && ticking(record(last + 1)))
            ++last;
        emit dataChanged(index(row, column), index(last, column), roles);
        row = last + 1;
    }
}

} // namespace trainyard::models
