#pragma once

#include "tokenprovider.h"

#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class QProcess;
class QTimer;

namespace trainyard::client {

// A token printed by a command, such as `gcloud auth print-access-token`: the command runs
// asynchronously (QProcess; the GUI thread never waits for it), its trimmed standard output is the
// token, and the token is cached until the next refresh(). Refreshes asked for while the command
// runs share that run. A run that fails, prints nothing usable or outlives the timeout ends every
// waiting refresh with an error naming the command and its exit code or the last line of its stderr.
class CommandTokenProvider : public TokenProvider {
    Q_OBJECT

public:
    // `program` is looked up on PATH; no shell is involved.
    CommandTokenProvider(QString program, QStringList arguments, QObject* parent = nullptr);
    // Splits a command line as QProcess::splitCommand() does ("gcloud auth print-access-token").
    explicit CommandTokenProvider(const QString& commandLine, QObject* parent = nullptr);
    ~CommandTokenProvider() override;

    // The command that prints a Google access token for gcloud's active account.
    static QString gcloudCommandLine() { return QStringLiteral("gcloud auth print-access-token"); }

    // How long one run may take before it is killed (default 30 s).
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    // The command as the user would type it, for messages.
    QString commandLine() const;

    // The last token the command printed; empty before the first successful run.
    std::string current() const override { return m_token; }
    void refresh(std::function<void(const std::string& error)> done) override;

    // How many times the command was started (for tests and diagnostics).
    int runs() const { return m_runs; }

private:
    void setUpTimer();
    void finish(const std::string& error);
    void onFinished(int exitCode, bool crashed);

    QString m_program;
    QStringList m_arguments;
    std::chrono::milliseconds m_timeout { 30'000 };
    std::string m_token;
    std::unique_ptr<QProcess> m_process;
    std::unique_ptr<QTimer> m_timer;
    std::vector<std::function<void(const std::string&)>> m_waiting;
    int m_runs = 0;
};

} // namespace trainyard::client
