#include "scalartagmodel.h"

#include <QRegularExpression>

#include <algorithm>

namespace trainyard::models {

ScalarTagModel::ScalarTagModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

void ScalarTagModel::setTags(const QStringList& sorted)
{
    // Removed tags first (from the end, so rows ahead keep their numbers), then the new ones at their place.
    for (auto row = m_tags.size() - 1; row >= 0; --row) {
        if (std::binary_search(sorted.begin(), sorted.end(), m_tags[row]))
            continue;
        beginRemoveRows({}, static_cast<int>(row), static_cast<int>(row));
        m_tags.removeAt(row);
        endRemoveRows();
    }
    for (const QString& tag : sorted) {
        const auto at = std::lower_bound(m_tags.begin(), m_tags.end(), tag);
        if (at != m_tags.end() && *at == tag)
            continue;
        const auto row = static_cast<int>(at - m_tags.begin());
        beginInsertRows({}, row, row);
        m_tags.insert(row, tag);
        endInsertRows();
    }
}

int ScalarTagModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_tags.size()); }

QVariant ScalarTagModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == Qt::EditRole)
        return m_tags[index.row()];
    return {};
}

ScalarTagFilter::ScalarTagFilter(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void ScalarTagFilter::setSearch(const QString& text)
{
    m_search = text;
    QRegularExpression pattern(text, QRegularExpression::CaseInsensitiveOption);
    if (!pattern.isValid())
        pattern = QRegularExpression(QRegularExpression::escape(text), QRegularExpression::CaseInsensitiveOption);
    setFilterRegularExpression(pattern);
}

QStringList ScalarTagFilter::matchingTags() const
{
    QStringList out;
    for (int row = 0; row < rowCount(); ++row)
        out << index(row, 0).data().toString();
    return out;
}

} // namespace trainyard::models
