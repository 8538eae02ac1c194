#pragma once

#include <QAbstractProxyModel>
#include <QByteArray>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace trainyard::models {

class JobListModel;

// Filters and sorts a JobListModel for the job list view.
//
// The text filter is split at spaces; a job is shown when it matches every word. A word matches when
// it occurs, case-insensitively, in the job's id, labels ("k=v, …"), state, region or scale tier; a
// word `key=value` instead matches only a job with exactly that label, and `key=` any job with the
// label `key`. The state filter keeps the jobs whose state (wire name, "RUNNING") is in the set; an
// empty set keeps all. Sorting uses JobListModel::SortRole values, so times, durations and metrics
// sort as numbers; rows with equal values keep their previous order; the default is Created, newest
// first.
//
// Built for 100,000 jobs, it is its own flat proxy, not a QSortFilterProxyModel (which pays a
// QModelIndex pair per comparison and O(rows) per row that moves or goes): it keeps every source row
// in sort order (a permutation, hidden rows included) and the rows shown as the filtered subsequence
// of it. A filter change decides each row once and shows the result incrementally when few rows come
// or go, by one layout change when many do. sort() of many rows copies the column's keys
// (JobListModel::sortKeys()) and sorts them on a worker thread: the old order stays shown, and
// follows every change of the model, until the new one is swapped in with one layout change (changes
// that came meanwhile are merged in first). A burst of changes in the sort column takes the changed
// rows out, sorts them and merges them back: one layout change. Other models that offer
// JobListModel's roles work too, sorted on the calling thread.
class JobFilterProxy : public QAbstractProxyModel {
    Q_OBJECT
    Q_PROPERTY(QString filterText READ filterText WRITE setFilterText NOTIFY filterTextChanged)
    Q_PROPERTY(QStringList stateFilter READ stateFilter WRITE setStateFilter NOTIFY stateFilterChanged)

public:
    explicit JobFilterProxy(QObject* parent = nullptr);
    ~JobFilterProxy() override;

    void setSourceModel(QAbstractItemModel* sourceModel) override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& index) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Sorts by a column (-1: the source's order). With at least backgroundSortRows() source rows it
    // returns at once and the rows follow when the worker is done (sortFinished()); sortColumn() and
    // sortOrder() say the requested order from the start.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_column; }
    Qt::SortOrder sortOrder() const { return m_order; }
    // Whether a sort runs on the worker (the rows shown are still in the previous order).
    bool isSorting() const;
    int backgroundSortRows() const { return m_backgroundRows; }
    void setBackgroundSortRows(int rows) { m_backgroundRows = rows; }

    QString filterText() const { return m_text; }
    QStringList stateFilter() const;

public slots:
    void setFilterText(const QString& text);
    void setStateFilter(const QStringList& states);

signals:
    void filterTextChanged(const QString& text);
    void stateFilterChanged(const QStringList& states);
    // A sort that ran on the worker is shown now.
    void sortFinished();

private:
    struct Filter {
        std::vector<QByteArray> needles; // case-folded UTF-8 substrings of the search key
        std::vector<QByteArray> labels; // JobListModel::labelKey() of each key=value word
        QSet<QString> states;
        bool isEmpty() const { return needles.empty() && labels.empty() && states.isEmpty(); }
        // Every job this filter keeps, `other` keeps too.
        bool implies(const Filter& other) const;
        bool accepts(const QString& state, const QByteArray& searchKey, const QByteArray& labelKeys) const;
    };
    struct Flight; // a sort on the worker (jobfilterproxysort.cpp)
    struct Channel; // how the worker hands its result back

    static void parseText(const QString& text, Filter& filter);
    bool accepts(const Filter& filter, int sourceRow) const;
    void applyFilter(Filter filter);
    // Shows the rows whose `shown` flag is set, by inserting and removing rows or by one layout change.
    // Many rows (over maxRows) or many ranges take the layout change.
    void showRows(const std::vector<char>& shown, std::size_t maxRows);

    // The order of two source rows in the order shown (strict).
    bool before(int left, int right) const { return before(left, right, m_shownColumn, m_shownOrder); }
    bool before(int left, int right, int column, Qt::SortOrder order) const;
    // `rows` sorted by a column on this thread (ties keep their order in `rows`).
    std::vector<int> sortedRows(std::vector<int> rows, int column, Qt::SortOrder order) const;
    void startBackgroundSort();
    void finishBackgroundSort(int generation, const std::vector<int>& rows);
    // `rows` (sorted in the order shown) put into `order` (sorted, without them) where they belong;
    // after rows of `order` that compare equal.
    std::vector<int> merged(const std::vector<int>& order, const std::vector<int>& rows) const;
    std::vector<int> merged(
        const std::vector<int>& order, const std::vector<int>& rows, int column, Qt::SortOrder sortOrder) const;

    // Changed rows gathered from dataChanged: re-placed and re-filtered at once (jobfilterproxysort.cpp).
    void noteChanged(int first, int last, bool sort, bool filter);
    void flushChanges();

    // The mapping: m_sorted is every source row in the order shown, m_visible the rows shown.
    void rebuildVisible();
    const std::vector<int>& proxyRows() const; // source row -> proxy row, -1 hidden (built when asked)
    const std::vector<int>& sortedPositions() const;
    // A layout change of ours: persistent indexes follow their source rows (endLayout() maps them).
    void beginLayout(QAbstractItemModel::LayoutChangeHint hint);
    void endLayout(QAbstractItemModel::LayoutChangeHint hint);
    void rebuildAll(); // the source changed wholesale: accept and sort every row on this thread
    void clearAll();
    void cancelFlight();

    // The source's signals (jobfilterproxysource.cpp).
    void connectSource();
    void sourceReset();
    void sourceRowsInserted(int first, int last);
    void sourceRowsAboutToBeRemoved(int first, int last);
    void sourceRowsRemoved(int first, int last);
    void sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    void sourceLayoutAboutToBeChanged();
    void sourceLayoutChanged();

    Filter m_filter;
    QString m_text;
    QPointer<JobListModel> m_jobs; // the source, when it is a JobListModel (the fast path)
    std::vector<QMetaObject::Connection> m_connections;

    int m_column = -1; // what sort() asked for
    Qt::SortOrder m_order = Qt::AscendingOrder;
    int m_shownColumn = -1; // the order m_sorted is in
    Qt::SortOrder m_shownOrder = Qt::AscendingOrder;
    int m_backgroundRows = 5000;

    std::vector<int> m_sorted; // every source row, in the order shown
    std::vector<char> m_accepted; // per source row: the filter keeps it
    std::vector<int> m_visible; // proxy row -> source row
    mutable std::vector<int> m_proxyRow; // source row -> proxy row or -1
    mutable bool m_proxyRowValid = false;

    std::unique_ptr<Flight> m_flight;
    std::shared_ptr<Channel> m_channel;
    int m_generation = 0;
    // Rows changed in the sort column or what the filter reads, acted on once a burst ends.
    std::vector<int> m_changedRows;
    bool m_changedSort = false;
    bool m_changedFilter = false;
    bool m_flushQueued = false;
    mutable std::vector<int> m_sortedPos; // source row -> place in m_sorted (built when asked)
    mutable bool m_sortedPosValid = false;

    // Across a layout change of ours: the persistent indexes and the source row of each.
    QModelIndexList m_layoutFrom;
    std::vector<int> m_layoutRows;
    bool m_removingByLayout = false;
    // Across a layout change of the source: our persistent indexes and where each was in the source.
    QModelIndexList m_sourceLayoutFrom;
    std::vector<QPersistentModelIndex> m_sourceLayoutRows;
};

} // namespace trainyard::models
