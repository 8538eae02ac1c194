#include "tensorboardlauncher.h"

#include <QDesktopServices>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace trainyard::ui {

namespace {
    constexpr qsizetype outputKept = 4'000; // characters of its output kept for the failure's reason
} // namespace

TensorBoardLauncher::TensorBoardLauncher(QObject* parent)
    : QObject(parent)
    , m_opener([](const QUrl& url) { QDesktopServices::openUrl(url); })
{
}

TensorBoardLauncher::~TensorBoardLauncher()
{
    if (m_process) {
        // TensorBoard ends at once on SIGKILL and holds nothing worth a graceful stop; the wait is for
        // the zombie only.
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1'000);
    }
}

QString TensorBoardLauncher::findProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("tensorboard"));
}

QString TensorBoardLauncher::installHint()
{
    return tr("TensorBoard is not installed (Debian does not package it). Install it into a virtual environment "
              "and put that on PATH before starting the console:\n"
              "  python3 -m venv ~/.venvs/tensorboard\n"
              "  ~/.venvs/tensorboard/bin/pip install tensorboard\n"
              "  export PATH=\"$HOME/.venvs/tensorboard/bin:$PATH\"");
}

QUrl TensorBoardLauncher::urlInLine(const QString& line)
{
    // "TensorBoard 2.15.1 at http://localhost:6006/ (Press CTRL+C to quit)"; older versions printed
    // "TensorBoard 1.x at http://host:6006" without the slash.
    static const QRegularExpression pattern(QStringLiteral("TensorBoard \\S* ?at (https?://[^\\s]+)"));
    const auto match = pattern.match(line);
    if (!match.hasMatch())
        return {};
    QUrl url(match.captured(1));
    return url.isValid() && !url.host().isEmpty() ? url : QUrl();
}

bool TensorBoardLauncher::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void TensorBoardLauncher::start(const QString& logDir)
{
    if (isRunning() && logDir == m_logDir) {
        if (!m_url.isEmpty())
            m_opener(m_url); // already serving: show it again
        return; // still starting: it opens once it serves
    }
    stop();
    m_logDir = logDir;
    m_error.clear();
    const QString program = findProgram();
    if (program.isEmpty()) {
        fail(installHint());
        return;
    }
    m_output.clear();
    m_url = QUrl();
    auto* process = new QProcess(this);
    m_process = process;
    process->setProcessChannelMode(QProcess::MergedChannels); // it prints its address on stderr
    connect(process, &QProcess::readyRead, this, &TensorBoardLauncher::readOutput);
    connect(process, &QProcess::finished, this, [this, process](int exitCode) {
        if (process == m_process)
            onFinished(exitCode);
        process->deleteLater();
    });
    connect(process, &QProcess::errorOccurred, this, [this, process, program](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && process == m_process) {
            m_process = nullptr;
            process->deleteLater();
            fail(tr("TensorBoard could not be started (%1): %2").arg(program, process->errorString()));
        }
    });
    process->start(program,
        { QStringLiteral("--logdir"), logDir, QStringLiteral("--host"), QStringLiteral("localhost"),
            QStringLiteral("--port"), QStringLiteral("0") });
}

void TensorBoardLauncher::stop()
{
    if (!m_process)
        return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->kill(); // reaped when it finishes, without waiting here
    m_url = QUrl();
    emit stopped();
}

void TensorBoardLauncher::readOutput()
{
    if (!m_process)
        return;
    m_output += QString::fromLocal8Bit(m_process->readAll());
    if (m_url.isEmpty()) {
        // Only whole lines: the address may arrive in pieces.
        const qsizetype end = m_output.lastIndexOf(u'\n');
        if (end >= 0) {
            for (const QString& line : m_output.left(end).split(u'\n')) {
                const QUrl url = urlInLine(line);
                if (!url.isEmpty()) {
                    m_url = url;
                    m_opener(url);
                    emit started(url);
                    break;
                }
            }
        }
    }
    if (m_output.size() > outputKept)
        m_output = m_output.right(outputKept);
}

void TensorBoardLauncher::onFinished(int exitCode)
{
    m_process = nullptr;
    const bool served = !m_url.isEmpty();
    m_url = QUrl();
    if (served) {
        emit stopped();
        return;
    }
    const QString said = m_output.trimmed();
    fail(said.isEmpty() ? tr("TensorBoard ended (exit status %1) before it served %2.").arg(exitCode).arg(m_logDir)
                        : tr("TensorBoard ended (exit status %1) before it served %2:\n%3")
                              .arg(exitCode)
                              .arg(m_logDir, said.right(1'000)));
}

void TensorBoardLauncher::fail(const QString& message)
{
    m_error = message;
    emit failed(message);
}

} // namespace trainyard::ui
