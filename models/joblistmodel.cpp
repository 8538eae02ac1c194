#include "joblistmodel.h"

#include "joblistmodel_p.h"

#include <QThread>

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

// The rows of JobListModel and their changes; what a row holds is made in joblistmodelentry.cpp, what
// views read of it in joblistmodeldata.cpp.

namespace trainyard::models {

using joblistmodel::qs;

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

    // Removes jobs without an id and merges repeated ids (the later copy wins, at the first one's place).
    void dedupe(std::vector<const spec::Job*>& jobs, std::vector<QString>& ids)
    {
        ids.clear();
        ids.reserve(jobs.size());
        QHash<QString, std::size_t> seen;
        seen.reserve(static_cast<qsizetype>(jobs.size()));
        std::size_t kept = 0;
        for (const spec::Job* job : jobs) {
            if (!job || !job->jobId || job->jobId->empty())
                continue;
            QString id = qs(*job->jobId);
            if (const auto it = seen.constFind(id); it != seen.constEnd()) {
                jobs[*it] = job;
                continue;
            }
            seen.insert(id, kept);
            ids.push_back(std::move(id));
            jobs[kept++] = job;
        }
        jobs.resize(kept);
    }

    std::vector<const spec::Job*> pointers(const std::vector<spec::Job>& jobs)
    {
        std::vector<const spec::Job*> out;
        out.reserve(jobs.size());
        for (const spec::Job& job : jobs)
            out.push_back(&job);
        return out;
    }

} // namespace

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

void JobListModel::setJobs(const std::vector<spec::Job>& given)
{
    Q_ASSERT(QThread::currentThread() == thread());
    std::vector<const spec::Job*> jobs = pointers(given);
    std::vector<QString> ids;
    dedupe(jobs, ids);

    QSet<QString> incoming;
    incoming.reserve(static_cast<qsizetype>(ids.size()));
    for (const auto& id : ids)
        incoming.insert(id);
    std::vector<bool> keep(m_rows.size());
    std::size_t kept = 0;
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        keep[row] = incoming.contains(m_texts[row].id);
        kept += keep[row] ? 1u : 0u;
    }
    if (!m_rows.empty() && kept == 0) {
        // Nothing stays: one reset, then the new rows.
        beginResetModel();
        clearRows();
        std::vector<Entry> entries;
        entries.reserve(jobs.size());
        for (std::size_t i = 0; i < jobs.size(); ++i)
            entries.push_back(makeEntry(*jobs[i], std::move(ids[i])));
        appendEntries(std::move(entries));
        endResetModel();
        QStringList changed;
        changed.reserve(static_cast<qsizetype>(m_texts.size()));
        for (const Texts& texts : m_texts)
            changed.append(texts.id);
        emit jobsChanged(changed);
        return;
    }
    keepRows(keep);
    upsertBatch(std::move(jobs));
}

void JobListModel::upsert(const spec::Job& job)
{
    upsertBatch(std::vector<const spec::Job*> { &job });
}

void JobListModel::upsertBatch(const std::vector<spec::Job>& jobs)
{
    upsertBatch(pointers(jobs));
}

bool JobListModel::holds(const spec::Job& job) const
{
    if (!job.jobId)
        return false;
    const int at = rowOf(qs(*job.jobId));
    if (at < 0)
        return false;
    const auto index = static_cast<std::size_t>(at);
    const Entry fresh = makeEntry(job, m_texts[index].id);
    const Row& old = *m_rows[index];
    const Row& row = *fresh.row;
    const Keys& was = m_keys[index];
    const Keys& is = fresh.keys;
    return old.fingerprint == row.fingerprint && m_stateWire[index] == fresh.stateWire && old.error == row.error
        && was.hasCreated == is.hasCreated && was.created == is.created && was.hasStart == is.hasStart
        && was.start == is.start && was.closedDurationMs == is.closedDurationMs && was.open == is.open
        && m_texts[index].tier == fresh.texts.tier && old.cluster == row.cluster && old.tuning == row.tuning
        && m_texts[index].region == fresh.texts.region && m_labelKeys[index] == fresh.labelKeys
        && old.best == row.best;
}

void JobListModel::upsertBatch(std::vector<const spec::Job*> jobs, const QSet<QString>& withoutTrials)
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
            added.push_back(makeEntry(*jobs[i], std::move(ids[i])));
            continue;
        }
        const auto index = static_cast<std::size_t>(at);
        const Row& old = *m_rows[index];
        Entry fresh = makeEntry(*jobs[i], m_texts[index].id);
        Row& row = *fresh.row;
        if (withoutTrials.contains(ids[i])) {
            // The event's trials came as a delta: the best of them is what the row had, or better.
            row.best = old.best;
            fresh.keys.hasBest = m_keys[index].hasBest;
            fresh.keys.best = m_keys[index].best;
        }
        const Texts& oldTexts = m_texts[index];
        const Keys& was = m_keys[index];
        const Keys& is = fresh.keys;
        unsigned mask = 0;
        if (m_stateWire[index] != fresh.stateWire || old.error != row.error)
            mask |= bit(StateColumn);
        if (was.hasCreated != is.hasCreated || was.created != is.created)
            mask |= bit(CreatedColumn);
        if (was.open != is.open || was.hasStart != is.hasStart || was.start != is.start
            || was.closedDurationMs != is.closedDurationMs)
            mask |= bit(DurationColumn);
        if (oldTexts.tier != fresh.texts.tier || old.cluster != row.cluster)
            mask |= bit(ScaleTierColumn);
        if (oldTexts.region != fresh.texts.region)
            mask |= bit(RegionColumn);
        if (oldTexts.labels != fresh.texts.labels || m_labelKeys[index] != fresh.labelKeys)
            mask |= bit(LabelsColumn);
        if (old.best != row.best)
            mask |= bit(BestMetricColumn);
        if (!mask && old.fingerprint == row.fingerprint && old.tuning == row.tuning)
            continue; // the same job
        changed.append(ids[i]);
        // Formatted once: the creation time did not change.
        if (!(mask & bit(CreatedColumn)))
            row.createdText = old.createdText;
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
    if (!changes.empty())
        emit changesAnnounced();
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

void JobListModel::removeJobs(const QSet<QString>& jobIds)
{
    Q_ASSERT(QThread::currentThread() == thread());
    std::vector<bool> keep(m_rows.size(), true);
    bool any = false;
    for (const QString& id : jobIds) {
        const int row = rowOf(id);
        if (row >= 0) {
            keep[static_cast<std::size_t>(row)] = false;
            any = true;
        }
    }
    if (any)
        keepRows(keep);
}

void JobListModel::keepRows(const std::vector<bool>& keep)
{
    std::vector<std::pair<int, int>> gone; // ranges of rows to remove
    for (int row = 0; row < static_cast<int>(keep.size()); ++row) {
        if (keep[static_cast<std::size_t>(row)])
            continue;
        if (!gone.empty() && gone.back().second == row - 1)
            gone.back().second = row;
        else
            gone.emplace_back(row, row);
    }
    if (gone.empty())
        return;
    if (gone.size() > maxRemovedRanges) {
        // One pass over the arrays instead of one per range, and one reset for the views.
        beginResetModel();
        std::size_t to = 0;
        for (std::size_t row = 0; row < keep.size(); ++row) {
            if (!keep[row]) {
                m_index.remove(m_texts[row].id);
                m_freeSlots.push_back(m_rowSlot[row]);
                m_openCount -= m_keys[row].open ? 1 : 0;
                continue;
            }
            if (to != row) {
                forEachArray([to, row](auto& array) { array[to] = std::move(array[row]); });
            }
            ++to;
        }
        forEachArray([to](auto& array) { array.erase(array.begin() + static_cast<std::ptrdiff_t>(to), array.end()); });
        for (std::size_t row = 0; row < m_rowSlot.size(); ++row)
            m_slotRow[static_cast<std::size_t>(m_rowSlot[row])] = static_cast<int>(row);
        endResetModel();
        return;
    }
    for (auto it = gone.rbegin(); it != gone.rend(); ++it) {
        beginRemoveRows({}, it->first, it->second);
        removeRowRange(it->first, it->second);
        endRemoveRows();
    }
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

const QString& JobListModel::jobId(int row) const
{
    return m_texts[static_cast<std::size_t>(row)].id;
}

bool JobListModel::isTuning(int row) const
{
    return m_rows[static_cast<std::size_t>(row)]->tuning;
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

// Numbers as JobSortKeys compares them, (high, low), in the order lessThan() gives: a missing value is
// (INT64_MIN, INT64_MIN), below every value present.
JobSortKeys JobListModel::sortKeys(int column) const
{
    constexpr std::int64_t missing = std::numeric_limits<std::int64_t>::min();
    JobSortKeys keys;
    const std::size_t rows = m_rows.size();
    keys.m_rows = static_cast<int>(rows);
    switch (column) {
    case IdColumn:
        keys.m_kind = JobSortKeys::Kind::Id;
        keys.m_texts.resize(rows);
        keys.m_idEnd.reserve(rows);
        keys.m_idBytes.reserve(rows * 24);
        for (std::size_t row = 0; row < rows; ++row) {
            if (m_keys[row].asciiId) {
                // The search key's first line: the id, lower-cased.
                const QByteArray& search = m_search[row];
                const qsizetype end = search.indexOf('\n');
                keys.m_idBytes.append(search.constData(), static_cast<std::size_t>(end < 0 ? search.size() : end));
            } else {
                keys.m_texts[row] = m_texts[row].id;
            }
            keys.m_idEnd.push_back(static_cast<std::uint32_t>(keys.m_idBytes.size()));
        }
        return keys;
    case ScaleTierColumn:
    case RegionColumn:
    case LabelsColumn:
        keys.m_kind = JobSortKeys::Kind::Text;
        keys.m_texts.reserve(rows);
        for (const Texts& texts : m_texts)
            keys.m_texts.push_back(column == ScaleTierColumn ? texts.tier
                    : column == RegionColumn                 ? texts.region
                                                             : texts.labels);
        return keys;
    default:
        break;
    }
    keys.m_kind = JobSortKeys::Kind::Number;
    keys.m_numbers.reserve(rows);
    for (const Keys& k : m_keys) {
        switch (column) {
        case StateColumn:
            keys.m_numbers.push_back({ k.rank, 0 });
            break;
        case CreatedColumn:
            keys.m_numbers.push_back(k.hasCreated ? JobSortKeys::Number { k.created.seconds, k.created.nanos }
                                                  : JobSortKeys::Number { missing, missing });
            break;
        case DurationColumn:
            keys.m_numbers.push_back({ durationMs(k), 0 });
            break;
        case BestMetricColumn:
            keys.m_numbers.push_back(
                k.hasBest ? JobSortKeys::Number { 0, orderedDoubleBits(k.best) } : JobSortKeys::Number { missing, missing });
            break;
        default:
            keys.m_numbers.push_back({});
            break;
        }
    }
    return keys;
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
    emit changesAnnounced();
}

} // namespace trainyard::models
