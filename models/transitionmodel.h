#pragma once

#include "spec/enums.h"
#include "spec/timestamp.h"
#include "spec/transition.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace trainyard::models {

// The state history of one job, for the detail page: one row per transition, oldest first (by time,
// then by event id).
class TransitionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        TimeColumn, // local time with milliseconds; SortRole: milliseconds since the epoch
        StateColumn, // DecorationRole: the state's circle; ToolTipRole: the previous state
        TimeInStateColumn, // until the next transition, or until now for a current state that is not final
        ReasonColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        StateRole = Qt::UserRole + 1, // QString, the wire name, on every column
        PreviousStateRole, // QString, the wire name ("" for the creation), on every column
        SortRole, // TimeColumn, TimeInStateColumn: qint64 milliseconds (-1 for a final state); else the text
        StateColorRole, // QColor, on every column
        TransitionIdRole, // qint64, on every column
    };
    Q_ENUM(Role)

    // One stretch of the timeline bar.
    struct Segment {
        QString state; // wire name
        spec::State value = spec::State::Unspecified; // Unspecified for a state this build does not know
        QDateTime start; // UTC
        QDateTime end; // the next transition; now for the current state; == start for a final state
        bool current = false; // the job is still in this state (end is now)
    };

    using Clock = std::function<spec::Timestamp()>;

    explicit TransitionModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Adds a history read from the backend to what the model holds: the union, in order, each
    // transition once. What the stream appended while the read was in flight stays. When the present
    // rows are the start of the result (a refresh), only the new ones are inserted; otherwise the model
    // resets. clear() first to show another job.
    void setTransitions(std::vector<spec::Transition> transitions);
    // Adds one transition in its place. Returns false, changing nothing, for one already present (same
    // non-zero id, or the same time, states and reason).
    bool append(const spec::Transition& transition);
    void clear();

    const spec::Transition* transitionAt(int row) const; // nullptr when out of range
    // The bar of a timeline widget: one segment per transition, the last one open until `now` unless
    // its state is final.
    std::vector<Segment> segments(const QDateTime& now) const;

    void setClock(Clock clock); // the "now" of the current state's time; tests set a fixed one
    spec::Timestamp now() const { return m_now; }

public slots:
    // Reads the clock and announces the current state's time in state (when not final).
    void tick();

private:
    struct Row {
        spec::Transition transition;
        spec::State state = spec::State::Unspecified;
        bool final = false;
        QString reason; // the daemon's English in the UI language, matched once here rather than at every paint
    };
    static Row makeRow(spec::Transition transition);
    static bool before(const spec::Transition& left, const spec::Transition& right);
    bool contains(const spec::Transition& transition) const;
    std::int64_t timeInStateMs(int row) const; // -1: a final state
    bool isOpen(int row) const;

    std::vector<Row> m_rows;
    Clock m_clock;
    spec::Timestamp m_now;
};

} // namespace trainyard::models
