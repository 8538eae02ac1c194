#pragma once

#include "trialseries.h"

#include "spec/job.h"
#include "spec/timestamp.h"

#include <QAbstractTableModel>
#include <QHash>

#include <functional>
#include <memory>
#include <vector>

namespace trainyard::models {

// The trials of one tuning job, one row each: trial, state, one column per hyperparameter (the spec's
// order), the final objective, the best objective so far (in trial id order, by the goal), steps,
// duration and whether it was stopped early.
//
// A newer document of the same job updates the model in place: dataChanged for the rows that changed,
// rows inserted for new trials (appended), never a reset, so that a view's selection, sort and scroll
// survive live updates. Another job, or a job whose parameters changed, resets it.
class TrialTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // What a column shows; parameter columns are consecutive, one per TrialSeries::parameters entry.
    enum class Field { Trial, State, Parameter, Objective, BestSoFar, Steps, Duration, StoppedEarly };

    enum Role {
        // The column's value for sorting: double (trial number, parameters, metrics; invalid when
        // none), qint64 (steps, duration in ms, -1 before a start), int (state in lifecycle order, stopped
        // early 0/1), QString (categorical parameters).
        SortRole = Qt::UserRole + 1,
        TrialIdRole, // QString, on every column
        TrialIndexRole, // int: the trial's index in series()->trials, on every column
        BestRole, // bool: the row is the best trial, on every column
        UnfinishedRole, // bool: the trial has not ended; its values are provisional, on every column
        ExportRole, // QString: the value for a file, unlocalised, numbers in full (shortest exact) precision
        FieldRole, // int: the column's Field, on every column
        // double: the value a cell shows as a real number (a DOUBLE or DISCRETE parameter, the objective,
        // the best so far), so that a narrow column can show it to fewer digits; invalid elsewhere
        NumberRole,
    };
    Q_ENUM(Role)

    using Clock = std::function<spec::Timestamp()>;

    explicit TrialTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A job document: the same job (by id, with the same parameters) is updated in place.
    void setJob(const spec::Job& job);
    // The same with the series already derived from the document (TrialSeries::fromJob, which a study
    // of a million points takes tens of ms for: TrialsView runs it on a worker and hands it over here).
    void setSeries(std::shared_ptr<const TrialSeries> series, const QString& jobId);
    void clear();

    const QString& jobId() const { return m_jobId; }
    // The trials as of the last document; never null.
    const std::shared_ptr<const TrialSeries>& series() const { return m_series; }
    const TrialRecord* trialAt(int row) const; // nullptr when out of range
    int rowOf(const QString& trialId) const; // -1 when unknown
    int rowOfIndex(int seriesIndex) const; // the row of series()->trials[seriesIndex], -1 when none
    int indexOfRow(int row) const { return m_rowIndex[static_cast<std::size_t>(row)]; } // 0 <= row < rowCount()

    int columnOf(Field field, int parameter = 0) const;
    Field fieldOf(int column) const;
    int parameterOf(int column) const; // the parameter a Parameter column shows, -1 for other columns

    void setClock(Clock clock);

    // SortRole without QVariant, for the proxy's sort: a number, or a text (categories), or missing.
    struct SortKey {
        bool valid = false;
        double number = 0;
        const QString* text = nullptr;
    };
    SortKey sortKey(int row, int column) const;

public slots:
    // Reads the clock and announces the Duration column of each running trial (one dataChanged per
    // run of neighbouring rows). The console calls it every second.
    void tick();

signals:
    // After every document, once the rows are updated: the charts rebuild from series().
    void seriesChanged();

private:
    const TrialRecord& record(int row) const { return m_series->trials[static_cast<std::size_t>(m_rowIndex[static_cast<std::size_t>(row)])]; }
    QVariant displayData(const TrialRecord& trial, Field field, int parameter) const;
    QVariant sortData(const TrialRecord& trial, Field field, int parameter) const;
    QVariant numberData(const TrialRecord& trial, Field field, int parameter) const;
    QVariant exportData(const TrialRecord& trial, Field field, int parameter) const;
    QVariant toolTipData(const TrialRecord& trial, Field field) const;
    std::int64_t durationMs(const TrialRecord& trial) const;
    bool ticking(const TrialRecord& trial) const { return trial.unfinished && trial.start && !trial.end; }
    void reset(std::shared_ptr<const TrialSeries> series, const QString& jobId);
    void rebuildIndex();

    QString m_jobId;
    std::shared_ptr<const TrialSeries> m_series;
    std::vector<int> m_rowIndex; // row → index in m_series->trials
    std::vector<int> m_indexRow; // index in m_series->trials → row
    QHash<QString, int> m_rowOfId;
    Clock m_clock;
    spec::Timestamp m_now;
};

} // namespace trainyard::models
