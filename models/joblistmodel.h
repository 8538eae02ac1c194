#pragma once

#include "jobsortkeys.h"
#include "spec/job.h"
#include "spec/timestamp.h"

#include <QAbstractTableModel>
#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace trainyard::models {

// The jobs of one backend, one row each, keyed by jobId. Rows keep the order in which jobs arrived
// (new ones are appended); views sort and filter through JobFilterProxy.
//
// Built for 100,000 jobs: a row holds what the list shows, sorts and filters by, not the job document
// (that lives in BackendSession's document cache, fetched when a view needs it); rowOf() is a hash
// lookup, every value that sorting and filtering read is derived once when a job arrives (not in
// data()), and batches arrive as one insertion plus one dataChanged per run of neighbouring rows and
// columns that really changed. The row roles (ErrorRole, …) change with any column announced for the
// row; a change no column shows (etag, consumed ML units, a trial's metrics: a hash of them is kept)
// is announced on IdColumn with the role JobRole. docs/benchmarks.md has figures.
class JobListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        StateColumn, // DecorationRole: a circle in the state's colour; ToolTipRole: the error of a FAILED job
        CreatedColumn, // local time; SortRole: milliseconds since the epoch
        // Start to end, or to now while running ("—" before it starts); SortRole: milliseconds, -1 before.
        DurationColumn,
        ScaleTierColumn, // ToolTipRole: the cluster, one line per replica pool
        RegionColumn,
        LabelsColumn, // "k=v, k2=v2"
        BestMetricColumn, // tuning jobs: the best final objective value; ToolTipRole: metric tag, trial, goal
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        JobIdRole = Qt::UserRole + 1, // QString, on every column
        StateRole, // QString, the wire name ("RUNNING"), on every column
        // The column's raw value: qint64 (times, durations), int (state in lifecycle order), double
        // (metric; invalid when none) or QString. JobFilterProxy sorts by it without QVariant: ids
        // case-insensitively, other texts as written, missing values first.
        SortRole,
        JobRole, // no value: the role a change no column shows is announced with (the document: BackendSession)
        ErrorRole, // QString, the job's errorMessage, on every column
        StateColorRole, // QColor of the state, on every column
        SearchTextRole, // QString: what the text filter searches (case-folded id, labels, state, region, tier)
        LabelKeysRole, // QByteArray: the labels as labelKeys() has them
    };
    Q_ENUM(Role)

    using Clock = std::function<spec::Timestamp()>;

    explicit JobListModel(QObject* parent = nullptr);
    ~JobListModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the content: jobs no longer listed are removed, the others updated or appended in the
    // given order. Resets the model only when that is cheaper than the changes (most rows gone).
    void setJobs(const std::vector<spec::Job>& jobs);
    // Appends a new job or updates a known one (dataChanged for the columns that changed, nothing
    // when the job is unchanged). Jobs without a jobId are ignored.
    void upsert(const spec::Job& job);
    // The same for many jobs at once: one rowsInserted for all new jobs (appended in order), one
    // dataChanged per run of neighbouring updated rows with the same changed columns. A later copy of
    // a job in the batch wins. The jobs are read, not kept.
    void upsertBatch(const std::vector<spec::Job>& jobs);
    // The same over jobs held elsewhere (the session's documents). A job whose id is in `withoutTrials`
    // came without its trials (a watch event with a trial delta): its row keeps its best metric.
    void upsertBatch(std::vector<const spec::Job*> jobs, const QSet<QString>& withoutTrials = {});
    bool remove(const QString& jobId);
    // Removes many jobs at once: one rowsRemoved per range of neighbouring rows, or one reset when
    // there are many ranges (cheaper for the views than the signals). Unknown ids are ignored.
    void removeJobs(const QSet<QString>& jobIds);
    void clear();

    int rowOf(const QString& jobId) const; // -1 when unknown
    const QString& jobId(int row) const;
    // Whether the job of a row is a hyperparameter tuning job (trainingInput.hyperparameters is set).
    bool isTuning(int row) const;
    // Whether the job's row says all the job would: false for an unknown job or one that differs.
    bool holds(const spec::Job& job) const;

    // What JobFilterProxy reads without going through QVariant: the row's search text as case-folded
    // UTF-8 (id, labels, state, region, scale tier, separated by newlines), its labels as
    // "\x1ekey\x1fvalue\x1e…" (see labelKey()), its state's wire name.
    const QByteArray& searchKey(int row) const;
    const QByteArray& labelKeys(int row) const;
    const QString& stateWire(int row) const;
    // "\x1ekey\x1fvalue\x1e" (or "\x1ekey\x1f" for any value): what labelKeys() contains for a label.
    static QByteArray labelKey(const std::string& key, const std::optional<std::string>& value);
    // Orders two rows by a column's SortRole value (missing values first); false when equal.
    bool lessThan(int column, int leftRow, int rightRow) const;
    // A copy of a column's sort keys for every row, in lessThan()'s order, that another thread may sort.
    JobSortKeys sortKeys(int column) const;

    // How the Region column shows a region: "cluster (Slurm)" where the backend says cluster is a Slurm
    // location (the console's BackendLocations); a region not in the map shows as it is. Sorting and
    // the filter keep the region itself.
    void setRegionLabels(QHash<QString, QString> labels);

    // The time durations of running jobs are measured to; tests set a fixed one.
    void setClock(Clock clock);
    spec::Timestamp now() const { return m_now; }
    int runningCount() const { return m_openCount; }

signals:
    // The jobs (by id) that were added or whose content changed, once per upsert, batch or setJobs, after
    // the rows changed: whoever changed them, a view that shows one job learns it here. tick() is not
    // a change of a job and announces nothing here; removals are the model's rowsRemoved.
    void jobsChanged(const QStringList& jobIds);
    // After the dataChanged signals of one upsert, batch, setJobs() or tick(): a burst has ended, and
    // whoever gathers the rows it named (JobFilterProxy re-sorts the rows that moved) can act now.
    void changesAnnounced();

public slots:
    // Reads the clock and announces the Duration column of every running job (Display and Sort roles),
    // one dataChanged per run of neighbouring running rows. The console calls it every second.
    void tick();

private:
    struct Row; // what only display reads: the job and its texts (on the heap: removing a row moves a pointer)
    struct Texts; // the texts sorting compares
    struct Keys; // the numbers sorting and tick() compare
    struct Entry;
    Entry makeEntry(const spec::Job& job, QString id) const;
    QVariant displayData(std::size_t at, int column) const;
    QVariant sortData(std::size_t at, int column) const;
    QVariant toolTipData(std::size_t at, int column) const;
    std::int64_t durationMs(const Keys& keys) const;
    template <typename F> void forEachArray(F&& f);
    void appendEntries(std::vector<Entry> entries);
    void replaceRow(std::size_t at, Entry entry);
    void removeRowRange(int first, int last);
    // Removes the rows whose flag is false: range by range, or a reset beyond maxRemovedRanges.
    void keepRows(const std::vector<bool>& keep);
    void clearRows();
    void announce(std::vector<std::pair<int, unsigned>> changes);
    QString intern(QString text) const;
    const QString& internUtf8(const std::string& text) const;
    struct StateTexts {
        QString wire;
        QString label;
        std::string labelUtf8;
    };
    const StateTexts& stateTexts(const spec::Enum<spec::State>& state) const;

    // One element per row in each array (a structure of arrays): the filter scans the search keys,
    // sorting scans keys and texts, and neither drags the jobs through the cache.
    std::vector<std::unique_ptr<Row>> m_rows;
    std::vector<Texts> m_texts;
    std::vector<Keys> m_keys;
    std::vector<QByteArray> m_search; // case-folded UTF-8: id, labels, state, region, scale tier
    std::vector<QByteArray> m_labelKeys; // exact labels, "\x1ekey\x1fvalue\x1e…"
    std::vector<QString> m_stateWire;
    std::vector<int> m_rowSlot; // row -> slot
    // jobId -> slot -> row: removing a row renumbers an int array, not the hash.
    QHash<QString, int> m_index;
    QHash<QString, QString> m_regionLabels;
    std::vector<int> m_slotRow;
    std::vector<int> m_freeSlots;
    // Shared copies of the texts many rows have: states, regions, tiers, label sets.
    mutable QSet<QString> m_interned;
    mutable std::unordered_map<std::string, QString> m_internedUtf8;
    mutable std::unordered_map<std::string, StateTexts> m_stateTexts; // by wire name
    Clock m_clock;
    spec::Timestamp m_now;
    int m_openCount = 0;
};

} // namespace trainyard::models
