#pragma once

#include <QByteArray>
#include <QPointer>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>
#include <QStringList>

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
// sort as numbers; the default is Created, newest first.
//
// Filter changes are applied incrementally when few rows come or go and by one re-layout when many
// do (QSortFilterProxyModel's incremental path costs a pass over every row per removed interval).
class JobFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
    Q_PROPERTY(QString filterText READ filterText WRITE setFilterText NOTIFY filterTextChanged)
    Q_PROPERTY(QStringList stateFilter READ stateFilter WRITE setStateFilter NOTIFY stateFilterChanged)

public:
    explicit JobFilterProxy(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* sourceModel) override;

    QString filterText() const { return m_text; }
    QStringList stateFilter() const;

public slots:
    void setFilterText(const QString& text);
    void setStateFilter(const QStringList& states);

signals:
    void filterTextChanged(const QString& text);
    void stateFilterChanged(const QStringList& states);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const override;

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
    static void parseText(const QString& text, Filter& filter);
    bool accepts(const Filter& filter, int sourceRow) const;
    void applyFilter(Filter filter);

    Filter m_filter;
    QString m_text;
    QPointer<JobListModel> m_jobs; // the source, when it is a JobListModel (the fast path)
    // While a filter change is applied: each source row's answer, worked out once (see applyFilter).
    std::vector<char> m_decided;
};

} // namespace trainyard::models
