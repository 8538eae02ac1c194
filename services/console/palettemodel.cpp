#include "console/palettemodel.h"

#include <QCoreApplication>

#include <algorithm>

namespace trainyard::ui {

void PaletteModel::setEntries(QList<PaletteEntry> entries)
{
    m_entries = std::move(entries);
    setQuery(m_query);
}

void PaletteModel::setQuery(const QString& query)
{
    beginResetModel();
    m_query = query;
    m_shown.clear();
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const PaletteEntry& e = m_entries[i];
        std::optional<FuzzyMatch> best;
        // The name alone first ("canc" is a prefix of "Cancel job…"), then the whole line (a menu's
        // name, a job's state or backend).
        const qsizetype nameLength = e.nameLength < 0 ? e.text.size() - e.nameStart : e.nameLength;
        if (auto m = fuzzyMatch(query, QStringView(e.text).mid(e.nameStart, nameLength))) {
            for (int& p : m->positions)
                p += static_cast<int>(e.nameStart);
            best = std::move(m);
        }
        if (auto m = fuzzyMatch(query, e.text); m && (!best || m->rank() > best->rank()))
            best = std::move(m);
        if (best)
            m_shown.append({ i, std::move(*best) });
    }
    if (!query.trimmed().isEmpty()) {
        std::stable_sort(m_shown.begin(), m_shown.end(), [this](const Shown& a, const Shown& b) {
            if (a.match.rank() != b.match.rank())
                return a.match.rank() > b.match.rank();
            return m_entries[a.entry].enabled && !m_entries[b.entry].enabled;
        });
    }
    endResetModel();
}

const PaletteEntry* PaletteModel::entry(int row) const
{
    return row >= 0 && row < m_shown.size() ? &m_entries[m_shown[row].entry] : nullptr;
}

int PaletteModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

QVariant PaletteModel::data(const QModelIndex& index, int role) const
{
    const PaletteEntry* e = index.isValid() ? entry(index.row()) : nullptr;
    if (!e)
        return {};
    // The palette's words keep the CommandPalette context they were translated under.
    switch (role) {
    case Qt::DisplayRole:
        return e->text;
    case Qt::AccessibleTextRole: {
        QString text = e->text;
        if (!e->shortcut.isEmpty())
            text = QCoreApplication::translate("trainyard::ui::CommandPalette", "%1, shortcut %2").arg(text, e->shortcut);
        if (!e->enabled)
            text = QCoreApplication::translate("trainyard::ui::CommandPalette", "%1 (unavailable now)").arg(text);
        return text;
    }
    case Qt::ToolTipRole:
        if (!e->enabled)
            return QCoreApplication::translate("trainyard::ui::CommandPalette", "Not available now");
        return e->action ? e->action->toolTip() : QVariant();
    case PositionsRole:
        return QVariant::fromValue(m_shown[index.row()].match.positions);
    case ShortcutRole:
        return e->shortcut;
    case PlainFromRole:
        return static_cast<qlonglong>(e->plainFrom);
    case UsableRole:
        return e->enabled;
    default:
        return {};
    }
}

} // namespace trainyard::ui
