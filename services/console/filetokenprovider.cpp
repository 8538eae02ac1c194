#include "console/filetokenprovider.h"

#include "client/withcontext.h"

#include <QCoreApplication>
#include <QFile>
#include <QThreadPool>

namespace trainyard::ui {

FileTokenProvider::FileTokenProvider(QString path, QObject* parent)
    : TokenProvider(parent)
    , m_path(std::move(path))
{
}

void FileTokenProvider::read(const QString& path, const QObject* context, std::function<void(Contents)> done)
{
    // Read on the pool and answer on the GUI thread, through the application object (which outlives
    // the pool's work); the context may be gone by then.
    QThreadPool::globalInstance()->start([path, done = client::withContext(context, std::move(done))] {
        Contents contents;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            contents.token = file.readAll().trimmed().toStdString();
        else
            contents.error = file.errorString();
        QMetaObject::invokeMethod(QCoreApplication::instance(), [done, contents = std::move(contents)]() mutable { done(std::move(contents)); });
    });
}

void FileTokenProvider::refresh(std::function<void(const std::string& error)> done)
{
    m_waiting.push_back(std::move(done));
    if (m_waiting.size() > 1)
        return; // a read is under way
    read(m_path, this, [this](Contents contents) {
        finish(std::move(contents.token), contents.error.isEmpty() ? std::string() : "the token file " + m_path.toStdString() + " cannot be read: " + contents.error.toStdString());
    });
}

void FileTokenProvider::finish(std::string token, const std::string& readError)
{
    std::string error = readError;
    if (error.empty() && token.empty())
        error = "the token file " + m_path.toStdString() + " is empty";
    else if (error.empty() && token == m_token)
        error = "the token was rejected and the token file " + m_path.toStdString() + " still holds it";
    if (error.empty())
        m_token = std::move(token);
    for (auto& done : std::exchange(m_waiting, {}))
        done(error);
}

} // namespace trainyard::ui
