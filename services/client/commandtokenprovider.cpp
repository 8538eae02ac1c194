#include "commandtokenprovider.h"

#include <QProcess>
#include <QTimer>

namespace trainyard::client {

namespace {

    // The last non-empty line of a command's output, for an error message.
    std::string lastLine(const QByteArray& output)
    {
        const QList<QByteArray> lines = output.trimmed().split('\n');
        for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
            if (const QByteArray line = it->trimmed(); !line.isEmpty())
                return line.toStdString();
        }
        return {};
    }

    // A bearer token is printable ASCII without spaces (RFC 6750 b64token and then some); anything
    // else would corrupt the Authorization header.
    bool isTokenText(const QByteArray& text)
    {
        for (const char c : text) {
            if (c <= ' ' || c > '~')
                return false;
        }
        return !text.isEmpty();
    }

} // namespace

CommandTokenProvider::CommandTokenProvider(QString program, QStringList arguments, QObject* parent)
    : TokenProvider(parent)
    , m_program(std::move(program))
    , m_arguments(std::move(arguments))
{
    setUpTimer();
}

CommandTokenProvider::CommandTokenProvider(const QString& commandLine, QObject* parent)
    : TokenProvider(parent)
{
    QStringList words = QProcess::splitCommand(commandLine);
    if (!words.isEmpty())
        m_program = words.takeFirst();
    m_arguments = std::move(words);
    setUpTimer();
}

void CommandTokenProvider::setUpTimer()
{
    m_timer = std::make_unique<QTimer>();
    m_timer->setSingleShot(true);
    connect(m_timer.get(), &QTimer::timeout, this, [this] {
        const auto ms = m_timeout.count();
        const std::string limit = ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
        finish("`" + commandLine().toStdString() + "` did not print a token within " + limit);
    });
}

CommandTokenProvider::~CommandTokenProvider()
{
    // Nobody is called back after the provider is gone; a command still running is killed.
    m_waiting.clear();
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

QString CommandTokenProvider::commandLine() const
{
    QStringList words { m_program };
    for (const QString& argument : m_arguments)
        words << (argument.contains(QLatin1Char(' ')) || argument.isEmpty() ? QLatin1Char('\'') + argument + QLatin1Char('\'') : argument);
    return words.join(QLatin1Char(' '));
}

void CommandTokenProvider::refresh(std::function<void(const std::string&)> done)
{
    m_waiting.push_back(std::move(done));
    if (m_process) // already running: this refresh shares its outcome
        return;
    if (m_program.isEmpty()) {
        QTimer::singleShot(0, this, [this] { finish("no command is set to print an access token"); });
        return;
    }
    ++m_runs;
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    m_process->setStandardInputFile(QProcess::nullDevice());
    connect(m_process.get(), &QProcess::finished, this,
        [this](int exitCode, QProcess::ExitStatus status) { onFinished(exitCode, status == QProcess::CrashExit); });
    connect(m_process.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && m_process)
            finish("`" + commandLine().toStdString() + "` could not be started: " + m_process->errorString().toStdString());
    });
    m_timer->start(m_timeout);
    m_process->start();
}

void CommandTokenProvider::onFinished(int exitCode, bool crashed)
{
    const QByteArray out = m_process->readAllStandardOutput();
    const std::string errLine = lastLine(m_process->readAllStandardError());
    const std::string command = "`" + commandLine().toStdString() + "`";
    const std::string detail = errLine.empty() ? std::string() : ": " + errLine;
    if (crashed) {
        finish(command + " crashed" + detail);
        return;
    }
    if (exitCode != 0) {
        finish(command + " exited with code " + std::to_string(exitCode) + detail);
        return;
    }
    // The token is the output, trimmed; a command that chats on stdout gets its last line taken.
    const std::string token = lastLine(out);
    if (token.empty()) {
        finish(command + " printed no token" + detail);
        return;
    }
    if (!isTokenText(QByteArray::fromStdString(token))) {
        finish(command + " printed something that is not an access token");
        return;
    }
    m_token = token;
    finish({});
}

void CommandTokenProvider::finish(const std::string& error)
{
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            m_process->kill();
            m_process->waitForFinished(1000); // after SIGKILL: immediate
        }
        // Deleting a QProcess from inside its own signal is not allowed; let the event loop do it.
        m_process.release()->deleteLater();
    }
    m_timer->stop();
    // Callbacks may start the next refresh; they see a provider with no run in flight.
    auto waiting = std::exchange(m_waiting, {});
    for (auto& done : waiting)
        done(error);
}

} // namespace trainyard::client
