#pragma once

#include "logsource.h"

#include "spec/logrecords.h"

#include <QAbstractListModel>
#include <QElapsedTimer>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <deque>
#include <memory>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace trainyard::models {

// A job's log as rows, for logs of any size. The model never holds the whole text: it keeps two bytes
// of attributes per line (replica and severity, read up front in pages) and a small cache of text
// windows read on demand as the view scrolls. Filters (replicas shown, minimum severity, one tuning
// trial) work on the
// attributes alone: per block of lines the number that pass is kept, so row ⇄ line mapping is a
// binary search plus a short scan, and changing a filter is one pass over the attributes.
// New lines from a follow are batched: at most one insertion per frame, at once after a quiet frame.
class LogModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        SeqRole = Qt::UserRole + 1, // qint64, 1-based
        TimeRole, // QDateTime (UTC)
        ReplicaRole, // QString
        StreamRole, // QString
        SeverityRole, // int (spec::LogSeverity)
        SourceRole, // int: index of the line's replica in replicas()
        LoadedRole, // bool: the text is here (otherwise DisplayRole is empty and a read is under way)
        MatchRole, // bool: among the current search's matches
        TrialRole, // QString: the tuning trial that wrote the line ("" outside tuning jobs)
        NodeRole, // QString: the machine its replica ran on ("n2", a Slurm node); "" when the backend names none
    };

    explicit LogModel(QObject* parent = nullptr);
    ~LogModel() override;

    // Starts reading a log: its attributes page by page, then following it when `follow` (a finished
    // job's follow ends at once). The source must outlive the model or a later open()/close().
    void open(LogSource* source, bool follow = true);
    void close();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // Lines in the log as far as known; lines whose attributes were read.
    std::int64_t totalLines() const { return m_total; }
    std::int64_t attributedLines() const { return static_cast<std::int64_t>(m_attributes.size()); }
    bool attributesComplete() const { return m_attributesDone; }
    bool ended() const { return m_ended; } // the job finished and every line has arrived

    // Replicas in order of first appearance (each may have stdout and stderr sources).
    QStringList replicas() const { return m_replicaNames; }
    void setReplicaVisible(const QString& replica, bool visible);
    bool replicaVisible(const QString& replica) const { return !m_hiddenReplicas.contains(replica); }
    // The tuning trials that wrote lines, by id (numeric ids in numeric order, so that a new trial takes
    // its place instead of moving the others); empty outside tuning jobs.
    QStringList trials() const { return m_trialNames; }
    // The nodes lines came from, in order of first appearance; empty when no line names one (the daemon's
    // own replicas all run where it does), so a view can leave its node column out.
    QStringList nodes() const { return m_nodeNames; }
    void setMinimumSeverity(spec::LogSeverity severity);
    spec::LogSeverity minimumSeverity() const { return m_minSeverity; }
    // Only the lines of one tuning trial (by its id); empty shows every trial's. Cleared by open().
    void setTrialFilter(const QString& trial);
    QString trialFilter() const { return QString::fromStdString(m_trial); }
    bool filtered() const { return !m_hiddenReplicas.isEmpty() || m_minSeverity > spec::LogSeverity::Default || !m_trial.empty(); }

    // Row ⇄ line. rowOfSeq gives the row of that line, or of the first shown line after it (rowCount()
    // when none), so a hidden line maps to the next visible one.
    std::int64_t seqOfRow(int row) const;
    int rowOfSeq(std::int64_t seq) const;
    bool seqVisible(std::int64_t seq) const;

    // The first line at least ERROR that the filters show; -1 when none.
    int firstErrorRow() const;

    // Search results (ascending seqs), as a search streams them in.
    void clearMatches();
    void addMatches(const std::vector<std::int64_t>& seqs);
    std::size_t matchCount() const { return m_matches.size(); }
    // The row of the next (or previous) shown match after (before) `row`, wrapping; -1 when none.
    int nextMatchRow(int row, bool forward) const;
    // Position of the match at `row` among all matches (1-based), 0 when the row is not a match.
    std::size_t matchOrdinal(int row) const;

    // The loaded text of a row (empty when not loaded yet): for copy.
    QString lineText(int row) const;
    // Cached windows, for the memory figure of the benchmark.
    std::size_t cachedLines() const;

signals:
    void replicasChanged();
    void trialsChanged(); // at most once per page or batch of lines that brought new trials
    void nodesChanged(); // a page or batch named a node not seen before, or a replica's node changed
    void attributesProgress(qint64 done, qint64 total);
    void linesArrived(); // after each batch of followed lines was inserted
    void readFailed(const QString& error);
    void followEnded(const QString& error); // empty: the job finished and all lines are in

private:
    struct CachedLine {
        QString text;
        qint64 timeMs = 0;
        std::uint16_t source = 0;
        spec::LogSeverity severity = spec::LogSeverity::Default;
    };
    struct Block {
        std::vector<CachedLine> lines; // lines[i] is seq block * blockLines + 1 + i
        quint64 lastUse = 0;
    };

    void readNextAttributes();
    void onAttributesRead(quint64 generation, std::int64_t since, std::optional<spec::LogAttributes> page, const QString& error);
    void onWindowRead(quint64 generation, std::int64_t block, std::optional<spec::LogWindow> window, const QString& error);
    void onFollowEnd(quint64 generation, const QString& error);
    void onAttributes(const spec::LogAttributes& page);
    void startFollowing();
    void onFollowed(quint64 generation, std::vector<spec::LogLine> lines);
    void flushFollowed();
    std::uint16_t localSource(const std::string& replica, const std::string& stream, const std::string& trial, const std::string& node);
    void noteNode(std::size_t source, const std::string& node);
    void noteTrial(const std::string& trial);
    void announceTrials(); // trialsChanged (and nodesChanged) once, when a page or batch brought new ones
    void setPasses(std::size_t source); // the pass table's 16 entries of one source, from the filters
    void appendAttributes(const spec::LogAttribute* begin, std::size_t count); // local sources
    void growTotal(std::int64_t total);
    void recount(); // after a filter change: pass table, per-block counts, model reset
    bool passes(spec::LogAttribute a) const { return m_pass[a] != 0; }
    int computeRowCount() const;
    const CachedLine* cached(std::int64_t seq) const;
    void want(std::int64_t block) const;
    void fetchWanted();
    void onWindow(std::int64_t block, const spec::LogWindow& window);
    void evict();
    void emitRowsOfBlock(std::int64_t block);

    LogSource* m_source = nullptr;
    quint64 m_generation = 0; // bumped by open()/close(), so late callbacks of an earlier log are dropped
    bool m_follow = true;
    LogSource::FollowId m_followId = 0;
    bool m_following = false;
    bool m_ended = false;
    bool m_attributesDone = false;

    std::int64_t m_total = 0; // lines known to exist
    std::vector<spec::LogAttribute> m_attributes; // line seq → m_attributes[seq - 1], with local source ids
    struct SourceName {
        std::string replica;
        std::string stream;
        std::string trial;
        std::string node; // the latest a page or line named for this source
    };
    std::vector<SourceName> m_sources; // local source id → name
    std::vector<int> m_sourceReplica; // local source id → index in m_replicaNames
    QStringList m_replicaNames;
    QSet<QString> m_hiddenReplicas;
    QStringList m_trialNames; // sorted as trials() says
    bool m_trialsAdded = false;
    QStringList m_nodeNames;
    bool m_nodesChanged = false;
    spec::LogSeverity m_minSeverity = spec::LogSeverity::Default;
    std::string m_trial; // the trial shown alone; empty: all
    std::vector<std::uint8_t> m_pass; // 65536 entries: attribute → shown
    std::vector<std::int64_t> m_blockPrefix; // filtered: rows before each block of countBlock lines
    std::vector<std::uint32_t> m_blockCount; // filtered: shown lines per block
    int m_rows = 0;

    std::vector<std::int64_t> m_matches; // sorted seqs

    mutable std::unordered_map<std::int64_t, Block> m_cache;
    mutable quint64 m_useClock = 0;
    mutable std::deque<std::int64_t> m_wanted; // blocks to read, newest last
    mutable std::unordered_set<std::int64_t> m_wantedSet;
    std::unordered_set<std::int64_t> m_inFlight;
    mutable QTimer m_fetchTimer;

    std::vector<spec::LogLine> m_pendingFollowed;
    QTimer m_flushTimer;
    QElapsedTimer m_lastFlush; // when followed lines were last inserted
};

} // namespace trainyard::models
