#include "logexporter.h"

#include <QDateTime>
#include <QSaveFile>

namespace trainyard::ui {

// Lives on the exporter's thread; the only place the file is touched.
class LogFileWriter : public QObject {
    Q_OBJECT

public:
    void open(const QString& path)
    {
        m_file = std::make_unique<QSaveFile>(path);
        if (!m_file->open(QIODevice::WriteOnly))
            m_error = m_file->errorString();
    }
    void write(const QByteArray& chunk)
    {
        if (m_error.isEmpty() && m_file->write(chunk) != chunk.size())
            m_error = m_file->errorString();
    }
    void finish(bool keep)
    {
        if (!keep) {
            m_file->cancelWriting();
            m_file->commit();
            emit done(QString());
            return;
        }
        if (m_error.isEmpty() && !m_file->commit())
            m_error = m_file->errorString();
        emit done(m_error);
    }

signals:
    void done(const QString& error);

private:
    std::unique_ptr<QSaveFile> m_file;
    QString m_error;
};

namespace {
    constexpr int exportWindow = 10'000;
}

LogExporter::LogExporter(std::unique_ptr<models::LogSource> source, std::function<bool(std::int64_t)> shown, QObject* parent)
    : QObject(parent)
    , m_source(std::move(source))
    , m_shown(std::move(shown))
{
    m_writer = new LogFileWriter;
    m_writer->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_writer, &QObject::deleteLater);
    connect(m_writer, &LogFileWriter::done, this, [this](const QString& error) { emit finished(m_cancelled ? QString() : error); });
    m_thread.start();
}

LogExporter::~LogExporter()
{
    m_thread.quit();
    m_thread.wait();
}

void LogExporter::start(const QString& path)
{
    QMetaObject::invokeMethod(m_writer, [writer = m_writer, path] { writer->open(path); });
    readNext();
}

void LogExporter::cancel()
{
    if (m_cancelled)
        return;
    m_cancelled = true;
    QMetaObject::invokeMethod(m_writer, [writer = m_writer] { writer->finish(false); });
}

void LogExporter::readNext()
{
    QPointer<LogExporter> self(this);
    m_source->readWindow(m_since, exportWindow, [self](std::optional<spec::LogWindow> window, QString error) {
        if (self)
            self->onWindow(std::move(window), error);
    });
}

void LogExporter::onWindow(std::optional<spec::LogWindow> window, const QString& error)
{
    if (m_cancelled)
        return;
    LogFileWriter* writer = m_writer;
    if (!window) {
        m_cancelled = true;
        QMetaObject::invokeMethod(writer, [writer] { writer->finish(false); });
        emit finished(error);
        return;
    }
    QByteArray chunk;
    for (const auto& line : window->lines) {
        if (!m_shown(line.seq))
            continue;
        const QDateTime time = QDateTime::fromSecsSinceEpoch(line.time.seconds, Qt::UTC).addMSecs(line.time.nanos / 1'000'000);
        // A replica that ran on a named node (a Slurm job's) is written "worker-replica-0@n2".
        const QByteArray where = QByteArray::fromStdString(line.replica) + (line.node.empty() ? QByteArray() : '@' + QByteArray::fromStdString(line.node));
        chunk += time.toString(Qt::ISODateWithMs).toUtf8() + ' ' + where + ' '
            + spec::severityName(line.severity) + ' ' + QByteArray::fromStdString(line.text) + '\n';
        ++m_written;
    }
    QMetaObject::invokeMethod(writer, [writer, chunk] { writer->write(chunk); });
    m_since = window->nextSince;
    emit progress(m_since, window->total);
    if (window->lines.empty() || m_since >= window->total)
        QMetaObject::invokeMethod(writer, [writer] { writer->finish(true); });
    else
        readNext();
}

} // namespace trainyard::ui

#include "logexporter.moc"
