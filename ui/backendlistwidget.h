#pragma once

#include <QListWidget>

namespace trainyard::ui {

class BackendSession;

// The backends side by side, each with its state in words: connected, reconnecting since …,
// offline since … (and why, in the tooltip).
class BackendListWidget : public QListWidget {
    Q_OBJECT

public:
    explicit BackendListWidget(QWidget* parent = nullptr);

    void addSession(BackendSession* session);
    void removeSession(BackendSession* session); // the next one becomes current
    BackendSession* currentSession() const;
    BackendSession* sessionAt(int row) const;
    QString statusText(int row) const;

signals:
    void sessionSelected(trainyard::ui::BackendSession* session);

private:
    void refreshRow(int row);

    QList<BackendSession*> m_sessions;
};

} // namespace trainyard::ui
