#pragma once

#include "models/logsource.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <functional>
#include <memory>

namespace trainyard::ui {

class LogFileWriter;

// Saves a job's log (the lines a filter shows) to a text file: windows are read from the source on
// the GUI thread's event loop, and written by a thread of its own, so neither the read nor the disk
// ever blocks the GUI. Reports progress; cancel() stops it and removes the partial file.
class LogExporter : public QObject {
    Q_OBJECT

public:
    // `shown(seq)` says whether a line is to be written (the view's filters).
    LogExporter(std::unique_ptr<models::LogSource> source, std::function<bool(std::int64_t)> shown, QObject* parent = nullptr);
    ~LogExporter() override;

    void start(const QString& path);
    void cancel();

signals:
    void progress(qint64 lines, qint64 total);
    void finished(const QString& error); // empty on success

private:
    void readNext();
    void onWindow(std::optional<spec::LogWindow> window, const QString& error);

    std::unique_ptr<models::LogSource> m_source;
    std::function<bool(std::int64_t)> m_shown;
    QThread m_thread;
    LogFileWriter* m_writer = nullptr;
    std::int64_t m_since = 0;
    std::int64_t m_written = 0;
    bool m_cancelled = false;
};

} // namespace trainyard::ui
