#pragma once

#include "console/palettemodel.h"

#include <QFrame>
#include <QPointer>

class QAction;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QMenuBar;

namespace trainyard::ui {

// Ctrl+K: every command of the window's menus and every job of every backend, found by typing a few
// of their letters. A frameless panel over the top of its parent window (not a window of its own, so
// that it moves, resizes and is grabbed with it): a search field, and the matches best first with the
// matched characters in bold. Up/Down/PageUp/PageDown move, Enter runs the command or shows the job,
// Escape (or clicking elsewhere) closes it and gives the focus back.
//
// Disabled commands are listed, greyed and marked unavailable, but never run: hiding them would make a
// command look missing exactly when a user looks for it ("why is there no Cancel?" — no active job is
// selected), and their shortcut is still worth learning.
class CommandPalette : public QFrame {
    Q_OBJECT

public:
    using Entry = PaletteEntry;

    explicit CommandPalette(QWidget* parent);
    ~CommandPalette() override;

    // The leaf actions of a menu bar's menus, in menu order, with their menu path; separators,
    // submenus (their actions are listed instead), invisible actions and `except` left out.
    static QList<Entry> commandsOf(const QMenuBar* menuBar, const QAction* except = nullptr);
    // Every job of every session, newest first within a session.
    static QList<Entry> jobsOf(const QList<BackendSession*>& sessions);

    // Shows the palette over its parent with these entries and an empty query, the cursor in the field.
    void popup(QList<Entry> entries);
    void dismiss(); // closes without doing anything

    QLineEdit* searchField() const { return m_field; }
    QListView* list() const { return m_list; }
    // The texts listed now, best first (for tests).
    QStringList shownTexts() const;
    // Runs the command or shows the job of the current row; false (and stays open) for a disabled one.
    bool activateCurrent();

signals:
    void jobChosen(trainyard::ui::BackendSession* session, const QString& jobId);
    void dismissed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void place();
    void filter();
    void close(bool restoreFocus);

    PaletteModel* m_model;
    QLineEdit* m_field;
    QListView* m_list;
    QLabel* m_empty;
    QPointer<QWidget> m_focusBefore;
};

} // namespace trainyard::ui
