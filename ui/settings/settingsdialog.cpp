#include "settingsdialog.h"

#include "appearancepage.h"
#include "appsettings.h"
#include "backendspage.h"
#include "daemonpage.h"
#include "notificationspage.h"

#include "client/localdaemonbackend.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace trainyard::ui {

SettingsDialog::SettingsDialog(client::HttpTransport& transport, client::LocalDaemonBackend* local, QWidget* parent)
    : QDialog(parent)
    , m_local(local)
{
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Settings pages"));
    m_list->setIconSize(QSize(24, 24));
    m_list->setSpacing(2);
    row->addWidget(m_list);
    m_stack = new QStackedWidget(this);
    row->addWidget(m_stack, 1);
    layout->addLayout(row, 1);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::RichText);
    m_problem->setAccessibleName(tr("Problem"));
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_apply = buttons->button(QDialogButtonBox::Apply);
    layout->addWidget(buttons);

    m_backends = new BackendsPage(transport, this);
    m_daemon = new DaemonPage(this);
    m_appearance = new AppearancePage(this);
    addPage(m_backends, style()->standardIcon(QStyle::SP_DriveNetIcon), tr("Backends"), [this] {
        const bool changed = m_backends->changed();
        m_backends->apply();
        if (changed)
            emit remoteBackendsChanged(m_backends->configs());
    }, [this] { return m_backends->problem(); });
    addPage(m_daemon, style()->standardIcon(QStyle::SP_ComputerIcon), tr("Local daemon"), [this] {
        const bool changed = m_daemon->changed();
        m_daemon->apply();
        if (changed)
            daemonSettingsChanged();
    }, [this] { return m_daemon->problem(); });
    auto* notifications = new NotificationsPage(this);
    addPage(notifications, style()->standardIcon(QStyle::SP_MessageBoxInformation), tr("Notifications"), [notifications] { notifications->apply(); },
        [notifications] { return notifications->problem(); });
    addPage(m_appearance, style()->standardIcon(QStyle::SP_DesktopIcon), tr("Appearance"), [this] { m_appearance->apply(); },
        [this] { return m_appearance->problem(); });
    m_list->setFixedWidth(m_list->sizeHintForColumn(0) + 2 * m_list->frameWidth() + 16);

    for (SettingsPage* page : std::initializer_list<SettingsPage*> { m_backends, m_daemon, m_appearance, notifications })
        connect(page, &SettingsPage::edited, this, &SettingsDialog::validate);
    connect(m_list, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(m_appearance, &AppearancePage::restartRequested, this, &SettingsDialog::restartConsole);
    m_list->setCurrentRow(0);
    m_list->setFocus(); // the keyboard starts on the pages: arrows pick one, Tab goes into it
    resize(760, 480);
    validate();
}

void SettingsDialog::addPage(QWidget* page, const QIcon& icon, const QString& title, std::function<void()> apply, std::function<QString()> problem)
{
    auto* item = new QListWidgetItem(icon, title, m_list);
    item->setSizeHint(QSize(item->sizeHint().width(), 32));
    page->setAccessibleName(title);
    m_stack->addWidget(page);
    m_pageList.append(Page { page, std::move(apply), std::move(problem) });
}

QString SettingsDialog::problem() const
{
    for (const Page& page : m_pageList) {
        if (const QString p = page.problem(); !p.isEmpty())
            return p;
    }
    return {};
}

void SettingsDialog::validate()
{
    const QString p = problem();
    m_problem->setText(p.isEmpty() ? QString() : SettingsPage::problemHtml(this, p));
    m_problem->setVisible(!p.isEmpty());
    m_ok->setEnabled(p.isEmpty());
    m_apply->setEnabled(p.isEmpty());
}

void SettingsDialog::apply()
{
    if (!problem().isEmpty())
        return;
    for (const Page& page : m_pageList)
        page.apply();
}

void SettingsDialog::daemonSettingsChanged()
{
    if (!m_local) // the console shows no local daemon
        return;
    m_local->setSettingsArguments(AppSettings::daemonArguments());
    if (!m_local->runsStartedDaemon()) {
        m_daemonNotice = tr("The daemon settings apply when the console next starts the local daemon: the daemon running now was not started by this console.");
        QMessageBox::information(this, tr("Local daemon"), m_daemonNotice);
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Local daemon"),
        tr("The local daemon runs with the old settings. Restart it now?"), QMessageBox::NoButton, this);
    box.setInformativeText(tr("Running jobs keep running: the daemon takes them up again when it is back. "
                              "Otherwise the settings apply the next time the console starts the daemon."));
    QPushButton* restart = box.addButton(tr("&Restart the local daemon now"), QMessageBox::AcceptRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restart);
    box.exec();
    if (box.clickedButton() != restart) {
        m_daemonNotice = tr("The daemon settings apply the next time the console starts the local daemon.");
        return;
    }
    m_daemonNotice = m_local->restartDaemon() ? tr("The local daemon is restarting with the new settings.")
                                              : tr("The daemon settings apply the next time the console starts the local daemon.");
}

void SettingsDialog::restartConsole()
{
    apply();
    if (!problem().isEmpty())
        return;
    // The same program with the same arguments; this one quits once the new one is on its way.
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), QCoreApplication::arguments().mid(1))) {
        QMessageBox::warning(this, tr("Restart"), tr("The console could not be started again; restart it yourself."));
        return;
    }
    accept();
    QTimer::singleShot(0, qApp, &QApplication::closeAllWindows);
}

} // namespace trainyard::ui
