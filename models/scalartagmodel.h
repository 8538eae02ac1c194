#pragma once

#include <QAbstractListModel>
#include <QSortFilterProxyModel>
#include <QStringList>

namespace trainyard::models {

// The tags of a job's scalars as a list, sorted, for the Metrics tab's search: one row per tag, kept
// in step with ScalarSet::tags() by inserting and removing rows (never a reset while the job stays),
// so a view over it keeps its place as tags appear.
class ScalarTagModel : public QAbstractListModel {
    Q_OBJECT

public:
    explicit ScalarTagModel(QObject* parent = nullptr);

    // The tags now, sorted (ScalarSet::tags()).
    void setTags(const QStringList& sorted);
    const QStringList& tags() const { return m_tags; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QStringList m_tags;
};

// The tags that match a search, as TensorBoard filters them: a case-insensitive regular expression,
// or the text itself where it is not one ("loss(" still finds "loss(train)").
class ScalarTagFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ScalarTagFilter(QObject* parent = nullptr);
    void setSearch(const QString& text);
    const QString& search() const { return m_search; }
    QStringList matchingTags() const;

private:
    QString m_search;
};

} // namespace trainyard::models
