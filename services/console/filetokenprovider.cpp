#include "console/filetokenprovider.h"

#include <QCoreApplication>
#include <QFile>
#include <QPointer>
#include <QThreadPool>

namespace trainyard::ui {

FileTokenProvider::FileTokenProvider(QString path, QObject* parent)
    : TokenProvider(parent)
    , m_path(std::move(path))
{
}

void FileTokenProvider::refresh(std::function<void(const std::string& error)> done)
{
    m_waiting.push_back(std::move(done));
    if (m_waiting.size() > 1)
        return; // a read is under way
    // Read on the pool and answer on the GUI thread, through the application object (which outlives
    // the pool's work); the provider may be gone by then.
    QPointer<FileTokenProvider> self(this);
    QThreadPool::globalInstance()->start([self, path = m_path] {
        QFile file(path);
        std::string token;
        std::string error;
        if (file.open(QIODevice::ReadOnly))
            token = file.readAll().trimmed().toStdString();
        else
            error = "the token file " + path.toStdString() + " cannot be read: " + file.errorString().toStdString();
        QMetaObject::invokeMethod(QCoreApplication::instance(), [self, token = std::move(token), error = std::move(error)]() mutable {
            if (FileTokenProvider* provider = self.data())
                provider->finish(std::move(token), error);
        });
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
