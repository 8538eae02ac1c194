#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <functional>

class QProcess;

namespace trainyard::ui {

// Opens a job's event files in TensorBoard, on this machine: finds `tensorboard` on PATH, starts
// `tensorboard --logdir <folder> --host localhost --port 0` (the system picks a free port, so two
// consoles or two jobs never collide), reads the address TensorBoard prints once it serves
// ("TensorBoard 2.x at http://localhost:PORT/ (Press CTRL+C to quit)") and opens it in the browser.
//
// One TensorBoard per launcher: starting it again for the same folder only opens the address again;
// for another folder it replaces the one running. It is stopped with the launcher (the console's
// TensorBoard lives as long as the tab that started it). TensorBoard is no Debian package, so when it
// is missing failed() explains how to install it (installHint()).
class TensorBoardLauncher : public QObject {
    Q_OBJECT

public:
    using Opener = std::function<void(const QUrl&)>;

    explicit TensorBoardLauncher(QObject* parent = nullptr);
    ~TensorBoardLauncher() override;

    // The `tensorboard` program on PATH; "" when there is none.
    static QString findProgram();
    // How to install TensorBoard, in words (a venv and pip: Debian does not package it).
    static QString installHint();
    // Finds the address in a line TensorBoard prints; empty when the line has none.
    static QUrl urlInLine(const QString& line);

    // Starts TensorBoard over `logDir` (or opens the address of the one already serving it).
    void start(const QString& logDir);
    void stop();
    bool isRunning() const; // started and not yet finished (serving once url() is set)
    QString logDir() const { return m_logDir; }
    QUrl url() const { return m_url; } // empty until TensorBoard said where it serves
    QString lastError() const { return m_error; }

    // What opens the address (the desktop's browser unless replaced, as tests do).
    void setOpener(Opener opener) { m_opener = std::move(opener); }

signals:
    void started(const QUrl& url); // TensorBoard serves at `url`, which was opened
    void failed(const QString& message); // not installed, or it ended before serving; `message` says why
    void stopped();

private:
    void readOutput();
    void onFinished(int exitCode);
    void fail(const QString& message);

    QPointer<QProcess> m_process;
    QString m_logDir;
    QUrl m_url;
    QString m_error;
    QString m_output; // the last lines it printed, for the reason when it ends before serving
    Opener m_opener;
};

} // namespace trainyard::ui
