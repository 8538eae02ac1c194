#include "backendlistwidget.h"

#include "console/backendsession.h"
#include "console/colorchip.h"

#include <QLocale>

namespace trainyard::ui {

BackendListWidget::BackendListWidget(QWidget* parent)
    : QListWidget(parent)
{
    setAccessibleName(tr("Backends"));
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (auto* session = sessionAt(row))
            emit sessionSelected(session);
    });
}

void BackendListWidget::addSession(BackendSession* session)
{
    m_sessions.append(session);
    addItem(new QListWidgetItem);
    const int row = count() - 1;
    connect(session->backend(), &client::Backend::statusChanged, this, [this, session] { refreshRow(static_cast<int>(m_sessions.indexOf(session))); });
    const auto refresh = [this, session] { refreshRow(static_cast<int>(m_sessions.indexOf(session))); };
    connect(session, &BackendSession::refreshed, this, refresh);
    connect(session->jobs(), &QAbstractItemModel::rowsInserted, this, refresh);
    connect(session->jobs(), &QAbstractItemModel::rowsRemoved, this, refresh);
    connect(session->jobs(), &QAbstractItemModel::modelReset, this, refresh);
    refreshRow(row);
    // As tall as its backends, no taller: the job list below gets the room.
    setFixedHeight(std::min(count(), 4) * sizeHintForRow(0) + 2 * frameWidth() + 4);
    if (currentRow() < 0)
        setCurrentRow(row);
}

void BackendListWidget::removeSession(BackendSession* session)
{
    const int row = static_cast<int>(m_sessions.indexOf(session));
    if (row < 0)
        return;
    session->disconnect(this);
    session->backend()->disconnect(this);
    session->jobs()->disconnect(this);
    m_sessions.removeAt(row);
    delete takeItem(row); // the current row moves on: sessionSelected() for the one now there
    setFixedHeight(std::min(std::max(count(), 1), 4) * sizeHintForRow(0) + 2 * frameWidth() + 4);
}

BackendSession* BackendListWidget::sessionAt(int row) const
{
    return row >= 0 && row < m_sessions.size() ? m_sessions[row] : nullptr;
}

BackendSession* BackendListWidget::currentSession() const
{
    return sessionAt(currentRow());
}

QString BackendListWidget::statusText(int row) const
{
    const BackendSession* session = sessionAt(row);
    if (!session)
        return {};
    const auto& status = session->backend()->status();
    const QString since = QLocale().toString(status.since.time(), QLocale::ShortFormat);
    switch (status.state) {
    case client::ConnectionState::Connecting:
        return tr("connecting…");
    case client::ConnectionState::Connected:
        return tr("connected · %n job(s)", nullptr, session->jobs()->rowCount());
    case client::ConnectionState::Reconnecting:
        return tr("reconnecting since %1").arg(since);
    case client::ConnectionState::Offline:
        return tr("offline since %1").arg(since);
    }
    return {};
}

void BackendListWidget::refreshRow(int row)
{
    QListWidgetItem* it = item(row);
    const BackendSession* session = sessionAt(row);
    if (!it || !session)
        return;
    const auto& status = session->backend()->status();
    QColor color;
    switch (status.state) {
    case client::ConnectionState::Connected:
        color = QColor(0x2e, 0xa0, 0x43);
        break;
    case client::ConnectionState::Connecting:
    case client::ConnectionState::Reconnecting:
        color = QColor(0xe0, 0xa0, 0x10);
        break;
    case client::ConnectionState::Offline:
        color = QColor(0xc0, 0x30, 0x30);
        break;
    }
    it->setIcon(colorChip(color, ChipShape::Circle));
    it->setText(session->backend()->name() + QStringLiteral("\n") + statusText(row));
    QString tip = session->backend()->location();
    if (!status.detail.isEmpty())
        tip += QStringLiteral("\n") + status.detail;
    it->setToolTip(tip);
}

} // namespace trainyard::ui
