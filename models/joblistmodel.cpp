#include "joblistmodel.h"

#include "jobformat.h"
#include "metricrounding.h"


#include <QThread>

#include <algorithm>
#include <optional>
#include <utility>

namespace trainyard::models {

namespace {

    // setJobs() removes vanished jobs range by range while there are at most this many ranges;
    // beyond that a reset is cheaper for the views than the signals.
    constexpr std::size_t maxRemovedRanges = 32;

    // A change no column shows (etag, consumed ML units, …): announced on the Id column as JobRole.
    constexpr unsigned hiddenChange = 1u << JobListModel::ColumnCount;

    constexpr unsigned bit(int column)
    {
        return 1u << static_cast<unsigned>(column);
    }

    QString qs(const std::string& text)
    {
        return QString::fromStdString(text);
    }

    bool lessText(const QString& left, const QString& right, Qt::CaseSensitivity sensitivity)
    {
        if (left.constData() == right.constData() && left.size() == right.size())
            return false; // the same interned string
        return left.compare(right, sensitivity) < 0;
    }

    // Removes jobs without an id and merges repeated ids (the later copy wins, at the first one's place).
    void dedupe(std::vector<spec::Job>& jobs, std::vector<QString>& ids)
    {
        ids.clear();
        ids.reserve(jobs.size());
        QHash<QString, std::size_t> seen;
        seen.reserve(static_cast<qsizetype>(jobs.size()));
        std::size_t kept = 0;
        for (auto& job : jobs) {
            if (!job.jobId || job.jobId->empty())
                continue;
            QString id = qs(*job.jobId);
            if (const auto it = seen.constFind(id); it != seen.constEnd()) {
                jobs[*it] = std::move(job);
                continue;
            }
            seen.insert(id, kept);
            ids.push_back(std::move(id));
            if (&jobs[kept] != &job)
                jobs[kept] = std::move(job);
            ++kept;
        }
        jobs.erase(jobs.begin() + static_cast<std::ptrdiff_t>(kept), jobs.end());
    }

} // namespace

struct JobListModel::Row {
    spec::Job job;
    QString stateText; // interned
    mutable QString createdText; // formatted on first display
    std::optional<BestMetric> best;
    spec::State state = spec::State::Unspecified;
};

struct JobListModel::Texts {
    QString id;
    QString tier; // interned
    QString region; // interned
    QString labels;
};

struct JobListModel::Keys {
    spec::Timestamp created;
    spec::Timestamp start;
    std::int64_t closedDurationMs = -1; // finished jobs; -1 when it never started
    double best = 0;
    int rank = 0;
    bool hasCreated = false;
    bool hasStart = false;
    bool open = false; // started and not finished: its duration grows
    bool hasBest = false;
};

struct JobListModel::Entry {
    std::unique_ptr<Row> row;
    Texts texts;
    Keys keys;
    QByteArray search;
    QByteArray labelKeys;
    QString stateWire;
};

JobListModel::JobListModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_clock(&spec::Timestamp::now)
    , m_now(m_clock())
{
}

JobListModel::~JobListModel() = default;

int JobListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int JobListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString JobListModel::intern(QString text) const
{
    if (text.isEmpty())
        return {};
    const auto it = m_interned.constFind(text);
    if (it != m_interned.constEnd())
        return *it;
    m_interned.insert(text);
    return text;
}

const QString& JobListModel::internUtf8(const std::string& text) const
{
    auto it = m_internedUtf8.find(text);
    if (it == m_internedUtf8.end())
        it = m_internedUtf8.emplace(text, intern(QString::fromStdString(text))).first;
    return it->second;
}

const JobListModel::StateTexts& JobListModel::stateTexts(const spec::Enum<spec::State>& state) const
{
    std::string wire(state.wire());
    auto it = m_stateTexts.find(wire);
    if (it == m_stateTexts.end()) {
        StateTexts texts { intern(QString::fromStdString(wire)), intern(stateLabel(state)), {} };
        texts.labelUtf8 = texts.label.toStdString();
        it = m_stateTexts.emplace(std::move(wire), std::move(texts)).first;
    }
    return it->second;
}

QByteArray JobListModel::labelKey(const std::string& key, const std::optional<std::string>& value)
{
    QByteArray text;
    text.reserve(static_cast<qsizetype>(key.size() + (value ? value->size() : 0) + 3));
    text += '\x1e';
    text.append(key.data(), static_cast<qsizetype>(key.size()));
    text += '\x1f';
    if (value) {
        text.append(value->data(), static_cast<qsizetype>(value->size()));
        text += '\x1e';
    }
    return text;
}

JobListModel::Entry JobListModel::makeEntry(spec::Job job, QString id) const
{
    Entry entry;
    entry.row = std::make_unique<Row>();
    Row& row = *entry.row;
    Texts& texts = entry.texts;
    Keys& keys = entry.keys;
    // The search key is built as UTF-8 from the job's own strings, and the texts many rows share come
    // from the intern tables: no QString is made for a value seen before.
    std::string search = *job.jobId;
    search += '\n';
    texts.id = std::move(id);

    const std::string labels = labelsTextUtf8(job.labels);
    texts.labels = internUtf8(labels);
    search += labels;
    search += '\n';
    if (job.labels && !job.labels->empty()) {
        for (const auto& [key, value] : *job.labels) {
            entry.labelKeys += labelKey(key, value);
            entry.labelKeys.chop(1); // neighbours share the separator
        }
        entry.labelKeys += '\x1e';
    }

    if (job.state) {
        row.state = job.state->value();
        const StateTexts& state = stateTexts(*job.state);
        entry.stateWire = state.wire;
        row.stateText = state.label;
        search += job.state->wire();
        search += '\n';
        search += state.labelUtf8;
    } else {
        search += '\n';
    }
    search += '\n';
    keys.rank = stateRank(row.state);

    if (job.trainingInput && job.trainingInput->region) {
        texts.region = internUtf8(*job.trainingInput->region);
        search += *job.trainingInput->region;
    }
    search += '\n';
    const bool custom
        = job.trainingInput && job.trainingInput->scaleTier && *job.trainingInput->scaleTier == spec::ScaleTier::Custom;
    if (!job.trainingInput || custom) {
        texts.tier = intern(scaleTierSummary(job.trainingInput));
        search += texts.tier.toStdString();
    } else {
        const std::string wire(
            job.trainingInput->scaleTier ? job.trainingInput->scaleTier->wire() : std::string_view("BASIC"));
        texts.tier = internUtf8(wire);
        search += wire;
    }

    // Case-folded: ASCII (the usual case) in place, anything else through QString.
    const bool ascii
        = std::all_of(search.begin(), search.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (ascii) {
        for (char& c : search) {
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        }
        entry.search = QByteArray(search.data(), static_cast<qsizetype>(search.size()));
    } else {
        entry.search = QString::fromStdString(search).toCaseFolded().toUtf8();
    }

    row.best = bestMetric(job);
    if (row.best) {
        keys.hasBest = true;
        keys.best = row.best->value;
    }
    if (job.createTime) {
        keys.hasCreated = true;
        keys.created = *job.createTime;
    }
    if (job.startTime) {
        keys.hasStart = true;
        keys.start = *job.startTime;
        if (job.endTime)
            keys.closedDurationMs = millisecondsBetween(*job.startTime, *job.endTime);
        else
            keys.open = !spec::isTerminal(row.state);
    }
    row.job = std::move(job);
    return entry;
}

std::int64_t JobListModel::durationMs(const Keys& keys) const
{
    return keys.open ? millisecondsBetween(keys.start, m_now) : keys.closedDurationMs;
}

QVariant JobListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto at = static_cast<std::size_t>(index.row());
    const Row& row = *m_rows[at];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(at, column);
    case Qt::DecorationRole:
        if (column == StateColumn && row.job.state)
            return stateDecoration(row.state);
        return {};
    case Qt::ToolTipRole:
        return toolTipData(at, column);
    case Qt::TextAlignmentRole:
        if (column == DurationColumn || column == BestMetricColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case JobIdRole:
        return m_texts[at].id;
    case StateRole:
        return m_stateWire[at];
    case SortRole:
        return sortData(at, column);
    case JobRole:
        return QVariant::fromValue(row.job);
    case ErrorRole:
        return row.job.errorMessage ? qs(*row.job.errorMessage) : QString();
    case StateColorRole:
        return stateColor(row.state);
    case SearchTextRole:
        return QString::fromUtf8(m_search[at]);
    case LabelKeysRole:
        return m_labelKeys[at];
    default:
        return {};
    }
}

QVariant JobListModel::displayData(std::size_t at, int column) const
{
    const Row& row = *m_rows[at];
    const Texts& texts = m_texts[at];
    const Keys& keys = m_keys[at];
    switch (column) {
    case IdColumn:
        return texts.id;
    case StateColumn:
        return row.stateText;
    case CreatedColumn:
        if (!keys.hasCreated)
            return QString();
        if (row.createdText.isNull())
            row.createdText = formatLocalTime(keys.created);
        return row.createdText;
    case DurationColumn: {
        const std::int64_t ms = durationMs(keys);
        return ms < 0 ? notApplicableText() : formatDuration(ms);
    }
    case ScaleTierColumn:
        return texts.tier;
    case RegionColumn:
        return texts.region;
    case LabelsColumn:
        return texts.labels;
    case BestMetricColumn:
        return row.best ? formatMetricValue(row.best->value) : QString();
    default:
        return {};
    }
}

QVariant JobListModel::sortData(std::size_t at, int column) const
{
    const Texts& texts = m_texts[at];
    const Keys& keys = m_keys[at];
    switch (column) {
    case IdColumn:
        return texts.id;
    case StateColumn:
        return keys.rank;
    case CreatedColumn:
        return keys.hasCreated ? QVariant(qint64(keys.created.seconds * 1000 + keys.created.nanos / 1'000'000))
                               : QVariant();
    case DurationColumn:
        return qint64(durationMs(keys));
    case ScaleTierColumn:
        return texts.tier;
    case RegionColumn:
        return texts.region;
    case LabelsColumn:
        return texts.labels;
    case BestMetricColumn:
        return keys.hasBest ? QVariant(keys.best) : QVariant();
    default:
        return {};
    }
}

QVariant JobListModel::toolTipData(std::size_t at, int column) const
{
    const Row& row = *m_rows[at];
    switch (column) {
    case StateColumn:
        if (row.state == spec::State::Failed && row.job.errorMessage && !row.job.errorMessage->empty())
            return reasonText(qs(*row.job.errorMessage)); // the daemon's English, in the UI language, metrics rounded
        return {};
    case CreatedColumn:
        if (!row.job.createTime)
            return {};
        return formatLocalTimeIso(*row.job.createTime);
    case ScaleTierColumn:
        return clusterDescription(row.job.trainingInput);
    case LabelsColumn:
        return QString(m_texts[at].labels).replace(QStringLiteral(", "), QStringLiteral("\n"));
    case BestMetricColumn:
        return row.best ? bestMetricToolTip(*row.best) : QVariant();
    default:
        return {};
    }
}

QVariant JobListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Job");
    case StateColumn:
        return tr("State");
    case CreatedColumn:
        return tr("Created");
    case DurationColumn:
        return tr("Duration");
    case ScaleTierColumn:
        return tr("Scale tier");
    case RegionColumn:
        return tr("Region");
    case LabelsColumn:
        return tr("Labels");
    case BestMetricColumn:
        return tr("Best metric");
    default:
        return {};
    }
}

QHash<int, QByteArray> JobListModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(JobIdRole, QByteArrayLiteral("jobId"));
    names.insert(StateRole, QByteArrayLiteral("state"));
    names.insert(SortRole, QByteArrayLiteral("sortValue"));
    names.insert(JobRole, QByteArrayLiteral("job"));
    names.insert(ErrorRole, QByteArrayLiteral("errorMessage"));
    names.insert(StateColorRole, QByteArrayLiteral("stateColor"));
    names.insert(SearchTextRole, QByteArrayLiteral("searchText"));
    names.insert(LabelKeysRole, QByteArrayLiteral("labelKeys"));
    return names;
}

void JobListModel::setJobs(std::vector<spec::Job> jobs)
{
    Q_ASSERT(QThread::currentThread() == thread());
    std::vector<QString> ids;
    dedupe(jobs, ids);

    QSet<QString> incoming;
    incoming.reserve(static_cast<qsizetype>(ids.size()));
    for (const auto& id : ids)
        incoming.insert(id);
    std::vector<std::pair<int, int>> gone; // ranges of rows whose job is no longer listed
    std::size_t goneRows = 0;
    for (int row = 0; row < rowCount(); ++row) {
        if (incoming.contains(m_texts[static_cast<std::size_t>(row)].id))
            continue;
        ++goneRows;
        if (!gone.empty() && gone.back().second == row - 1)
            gone.back().second = row;
        else
            gone.emplace_back(row, row);
    }

    if (!m_rows.empty() && (goneRows == m_rows.size() || gone.size() > maxRemovedRanges)) {
        beginResetModel();
        clearRows();
        std::vector<Entry> entries;
        entries.reserve(jobs.size());
        for (std::size_t i = 0; i < jobs.size(); ++i)
            entries.push_back(makeEntry(std::move(jobs[i]), std::move(ids[i])));
        appendEntries(std::move(entries));
        endResetModel();
        QStringList changed;
        changed.reserve(static_cast<qsizetype>(m_texts.size()));
        for (const Texts& texts : m_texts)
            changed.append(texts.id);
        emit jobsChanged(changed);
        return;
    }
    for (auto it = gone.rbegin(); it != gone.rend(); ++it) {
        beginRemoveRows({}, it->first, it->second);
        removeRowRange(it->first, it->second);
        endRemoveRows();
    }
    upsertBatch(std::move(jobs));
}

void JobListModel::upsert(const spec::Job& job)
{
    upsertBatch(std::vector<spec::Job> { job });
}

void JobListModel::upsertBatch(std::vector<spec::Job> jobs)
{
    Q_ASSERT(QThread::currentThread() == thread());
    std::vector<QString> ids;
    dedupe(jobs, ids);

    std::vector<std::pair<int, unsigned>> changes;
    std::vector<Entry> added;
    QStringList changed;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const int at = rowOf(ids[i]);
        if (at < 0) {
            changed.append(ids[i]);
            added.push_back(makeEntry(std::move(jobs[i]), std::move(ids[i])));
            continue;
        }
        const auto index = static_cast<std::size_t>(at);
        const Row& old = *m_rows[index];
        if (old.job == jobs[i])
            continue;
        changed.append(ids[i]);
        Entry fresh = makeEntry(std::move(jobs[i]), m_texts[index].id);
        const Row& row = *fresh.row;
        const Texts& oldTexts = m_texts[index];
        const Keys& was = m_keys[index];
        const Keys& is = fresh.keys;
        unsigned mask = 0;
        if (m_stateWire[index] != fresh.stateWire || old.job.errorMessage != row.job.errorMessage)
            mask |= bit(StateColumn);
        if (was.hasCreated != is.hasCreated || was.created != is.created)
            mask |= bit(CreatedColumn);
        if (was.open != is.open || was.hasStart != is.hasStart || was.start != is.start
            || was.closedDurationMs != is.closedDurationMs)
            mask |= bit(DurationColumn);
        if (oldTexts.tier != fresh.texts.tier || old.job.trainingInput != row.job.trainingInput)
            mask |= bit(ScaleTierColumn);
        if (oldTexts.region != fresh.texts.region)
            mask |= bit(RegionColumn);
        if (oldTexts.labels != fresh.texts.labels)
            mask |= bit(LabelsColumn);
        if (old.best != row.best)
            mask |= bit(BestMetricColumn);
        replaceRow(index, std::move(fresh));
        changes.emplace_back(at, mask ? mask : hiddenChange);
    }
    announce(std::move(changes));

    if (!added.empty()) {
        const int first = rowCount();
        beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
        appendEntries(std::move(added));
        endInsertRows();
    }
    if (!changed.isEmpty())
        emit jobsChanged(changed);
}

template <typename F> void JobListModel::forEachArray(F&& f)
{
    f(m_rows);
    f(m_texts);
    f(m_keys);
    f(m_search);
    f(m_labelKeys);
    f(m_stateWire);
    f(m_rowSlot);
}

void JobListModel::appendEntries(std::vector<Entry> entries)
{
    const std::size_t total = m_rows.size() + entries.size();
    forEachArray([total](auto& array) { array.reserve(total); });
    m_index.reserve(static_cast<qsizetype>(total));
    for (auto& entry : entries) {
        int slot;
        if (m_freeSlots.empty()) {
            slot = static_cast<int>(m_slotRow.size());
            m_slotRow.push_back(0);
        } else {
            slot = m_freeSlots.back();
            m_freeSlots.pop_back();
        }
        m_slotRow[static_cast<std::size_t>(slot)] = static_cast<int>(m_rows.size());
        m_index.insert(entry.texts.id, slot);
        m_openCount += entry.keys.open ? 1 : 0;
        m_rowSlot.push_back(slot);
        m_rows.push_back(std::move(entry.row));
        m_texts.push_back(std::move(entry.texts));
        m_keys.push_back(entry.keys);
        m_search.push_back(std::move(entry.search));
        m_labelKeys.push_back(std::move(entry.labelKeys));
        m_stateWire.push_back(std::move(entry.stateWire));
    }
}

void JobListModel::replaceRow(std::size_t at, Entry entry)
{
    m_openCount += (entry.keys.open ? 1 : 0) - (m_keys[at].open ? 1 : 0);
    m_rows[at] = std::move(entry.row);
    m_texts[at] = std::move(entry.texts);
    m_keys[at] = entry.keys;
    m_search[at] = std::move(entry.search);
    m_labelKeys[at] = std::move(entry.labelKeys);
    m_stateWire[at] = std::move(entry.stateWire);
}

// One dataChanged per run of neighbouring rows with the same changed columns, and within it per run of
// neighbouring columns: a change to State and Duration does not claim Created, so a list sorted by
// creation time does not re-sort.
void JobListModel::announce(std::vector<std::pair<int, unsigned>> changes)
{
    std::sort(changes.begin(), changes.end());
    std::size_t i = 0;
    while (i < changes.size()) {
        const auto [first, mask] = changes[i];
        int last = first;
        std::size_t j = i + 1;
        while (j < changes.size() && changes[j].first == last + 1 && changes[j].second == mask) {
            ++last;
            ++j;
        }
        if (mask == hiddenChange) {
            emit dataChanged(index(first, IdColumn), index(last, IdColumn), { JobRole });
        } else {
            int column = 0;
            while (column < ColumnCount) {
                if (!(mask & bit(column))) {
                    ++column;
                    continue;
                }
                int end = column;
                while (end + 1 < ColumnCount && (mask & bit(end + 1)))
                    ++end;
                emit dataChanged(index(first, column), index(last, end));
                column = end + 1;
            }
        }
        i = j;
    }
}

bool JobListModel::remove(const QString& jobId)
{
    Q_ASSERT(QThread::currentThread() == thread());
    const int row = rowOf(jobId);
    if (row < 0)
        return false;
    beginRemoveRows({}, row, row);
    removeRowRange(row, row);
    endRemoveRows();
    return true;
}

void JobListModel::removeRowRange(int first, int last)
{
    const auto begin = static_cast<std::size_t>(first);
    const auto end = static_cast<std::size_t>(last) + 1;
    for (std::size_t row = begin; row < end; ++row) {
        m_index.remove(m_texts[row].id);
        m_freeSlots.push_back(m_rowSlot[row]);
        m_openCount -= m_keys[row].open ? 1 : 0;
    }
    forEachArray([&](auto& array) { array.erase(array.begin() + first, array.begin() + last + 1); });
    for (std::size_t row = begin; row < m_rowSlot.size(); ++row)
        m_slotRow[static_cast<std::size_t>(m_rowSlot[row])] = static_cast<int>(row);
}

void JobListModel::clearRows()
{
    forEachArray([](auto& array) { array.clear(); });
    m_index.clear();
    m_slotRow.clear();
    m_freeSlots.clear();
    m_interned.clear();
    m_internedUtf8.clear();
    m_stateTexts.clear();
    m_openCount = 0;
}

void JobListModel::clear()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_rows.empty())
        return;
    beginResetModel();
    clearRows();
    endResetModel();
}

int JobListModel::rowOf(const QString& jobId) const
{
    const int slot = m_index.value(jobId, -1);
    return slot < 0 ? -1 : m_slotRow[static_cast<std::size_t>(slot)];
}

const spec::Job* JobListModel::jobAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)]->job;
}

const spec::Job* JobListModel::job(const QString& jobId) const
{
    return jobAt(rowOf(jobId));
}

const QByteArray& JobListModel::searchKey(int row) const
{
    return m_search[static_cast<std::size_t>(row)];
}

const QByteArray& JobListModel::labelKeys(int row) const
{
    return m_labelKeys[static_cast<std::size_t>(row)];
}

const QString& JobListModel::stateWire(int row) const
{
    return m_stateWire[static_cast<std::size_t>(row)];
}

bool JobListModel::lessThan(int column, int leftRow, int rightRow) const
{
    const auto l = static_cast<std::size_t>(leftRow);
    const auto r = static_cast<std::size_t>(rightRow);
    const Keys& a = m_keys[l];
    const Keys& b = m_keys[r];
    switch (column) {
    case IdColumn:
        return lessText(m_texts[l].id, m_texts[r].id, Qt::CaseInsensitive);
    case StateColumn:
        return a.rank < b.rank;
    case CreatedColumn:
        if (a.hasCreated != b.hasCreated)
            return !a.hasCreated;
        return a.created < b.created;
    case DurationColumn:
        return durationMs(a) < durationMs(b);
    case ScaleTierColumn:
        return lessText(m_texts[l].tier, m_texts[r].tier, Qt::CaseSensitive);
    case RegionColumn:
        return lessText(m_texts[l].region, m_texts[r].region, Qt::CaseSensitive);
    case LabelsColumn:
        return lessText(m_texts[l].labels, m_texts[r].labels, Qt::CaseSensitive);
    case BestMetricColumn:
        if (a.hasBest != b.hasBest)
            return !a.hasBest;
        return a.hasBest && a.best < b.best;
    default:
        return false;
    }
}

void JobListModel::setClock(Clock clock)
{
    m_clock = clock ? std::move(clock) : Clock(&spec::Timestamp::now);
    tick();
}

void JobListModel::tick()
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_now = m_clock();
    if (m_openCount == 0)
        return;
    const QList<int> roles { Qt::DisplayRole, SortRole };
    const int rows = rowCount();
    int row = 0;
    while (row < rows) {
        if (!m_keys[static_cast<std::size_t>(row)].open) {
            ++row;
            continue;
        }
        int last = row;
        while (last + 1 < rows && m_keys[static_cast<std::size_t>(last + 1)].open)
            ++last;
        emit dataChanged(index(row, DurationColumn), index(last, DurationColumn), roles);
        row = last + 1;
    }
}

} // namespace trainyard::models
