#pragma once

#include "console/backendsession.h"
#include "console/fuzzymatch.h"

#include <QAbstractListModel>
#include <QAction>
#include <QList>
#include <QPointer>

namespace trainyard::ui {

// One line of the command palette: a command of the window's menus or a job of a backend.
struct PaletteEntry {
    enum Kind { Command, Job };
    Kind kind = Command;
    QString text; // "Job › Cancel job…", "mnist_20241121 — Running — Local daemon"
    qsizetype nameStart = 0; // where the name proper starts ("Cancel job…", "mnist_20241121"), matched first
    qsizetype nameLength = -1; // up to the end when -1
    qsizetype plainFrom = -1; // jobs: text from here on is drawn dimmer (" — Running — Local daemon")
    QString shortcut; // native text, right-aligned
    bool enabled = true;
    QPointer<QAction> action; // Command
    QPointer<BackendSession> session; // Job
    QString jobId; // Job
};

// The palette's entries, and the ones the query matches, best first: the name alone is matched first
// ("canc" is a prefix of "Cancel job…"), then the whole line; among equal matches, enabled ones first.
// Kept apart from the panel so that matching and ranking are tested without a window.
class PaletteModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        PositionsRole = Qt::UserRole + 1, // QList<int>: matched characters
        ShortcutRole, // QString
        PlainFromRole, // qsizetype as qlonglong: the dimmer tail's start, -1 for none
        UsableRole, // bool: enabled (a disabled command is listed but not run)
    };

    using QAbstractListModel::QAbstractListModel;

    void setEntries(QList<PaletteEntry> entries);
    void setQuery(const QString& query);
    const QString& query() const { return m_query; }
    const PaletteEntry* entry(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    struct Shown {
        qsizetype entry;
        FuzzyMatch match;
    };
    QList<PaletteEntry> m_entries;
    QList<Shown> m_shown;
    QString m_query;
};

} // namespace trainyard::ui
