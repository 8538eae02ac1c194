#pragma once

#include "client/tokenprovider.h"

#include <QString>

#include <functional>
#include <string>
#include <vector>

namespace trainyard::ui {

// A token kept in a file (a remote daemon's token file). The file is read off the GUI thread, on the
// first refresh(): the API client asks for one before its first request, since current() is empty
// until then. A later refresh (the server answered 401) reads the file again, so a token the daemon
// rotated is picked up; the same token read again is an error, as it was just refused.
class FileTokenProvider : public client::TokenProvider {
    Q_OBJECT

public:
    explicit FileTokenProvider(QString path, QObject* parent = nullptr);

    // What a read of a token file found: the trimmed token, or why the file could not be read.
    struct Contents {
        std::string token;
        QString error; // the file's errorString(); empty when it was read
    };
    // Reads a token file off the GUI thread; `done` runs on the GUI thread unless `context` went first.
    static void read(const QString& path, const QObject* context, std::function<void(Contents)> done);

    const QString& path() const { return m_path; }
    std::string current() const override { return m_token; }
    // Refreshes asked for while the file is being read share that read.
    void refresh(std::function<void(const std::string& error)> done) override;

private:
    void finish(std::string token, const std::string& readError);

    QString m_path;
    std::string m_token;
    std::vector<std::function<void(const std::string&)>> m_waiting;
};

} // namespace trainyard::ui
