#pragma once

#include "client/backend.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <string>

namespace trainyard::ui {

// The first line at ERROR or above that each of some tuning trials wrote, found on the backend: the
// log's per-line attributes (two bytes a line, whose sources name their trial) are read page by page
// until every trial's first error is known or the log ends, then each such line's text is read. Works
// with any backend that serves attributes, whatever the log's size.
class TrialErrorFinder : public QObject {
    Q_OBJECT

public:
    TrialErrorFinder(client::Backend* backend, std::string jobId, QStringList trials, QObject* parent = nullptr);

    void start();
    bool done() const { return m_done; }
    QString errorOf(const QString& trial) const { return m_lines.value(trial); } // "" when none

signals:
    void found(const QString& trial, const QString& line); // once per trial; line "" when it has no error
    void finished(const QString& error); // error: why the log could not be read ("" when it could)

private:
    void readPage(std::int64_t since);
    void onPage(std::int64_t since, client::ApiResult<spec::LogAttributes> result);
    void readLines();
    void onLine(const QString& trial, std::int64_t seq, client::ApiResult<spec::LogWindow> result);
    void finish(const QString& error);

    QPointer<client::Backend> m_backend;
    std::string m_jobId;
    QStringList m_trials;
    QHash<QString, std::int64_t> m_firstError; // trial → seq
    QHash<QString, QString> m_lines;
    int m_pendingLines = 0;
    bool m_done = false;
};

} // namespace trainyard::ui
