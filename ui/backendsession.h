#pragma once

#include "client/backend.h"
#include "models/joblistmodel.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace trainyard::ui {

// One backend as the console keeps it: its jobs in a JobListModel, kept current by the backend's job
// stream, and loaded again in full whenever the connection comes back (changes made during an outage
// are not lost). Owns the backend.
//
// The session is the one writer of its job list, so that every view shows the same, latest state. A
// job reaches the list from the stream (in order, newest last) and from reads: a job read, a page of
// the list, the answer to a create. A read answers with the job as it was when the backend served it,
// which may be older than what the stream has said since the read was sent (the answer to creating a
// job that failed 3 ms later arrives after the stream's FAILED). So every write is stamped with a
// change counter, and a read answer is taken only if the job has not changed since the read was sent;
// otherwise, when it differs from what the list holds, the job is read again. Views learn of every
// change through jobsUpdated, whichever path made it.
class BackendSession : public QObject {
    Q_OBJECT

public:
    BackendSession(std::unique_ptr<client::Backend> backend, QObject* parent = nullptr);
    ~BackendSession() override;

    client::Backend* backend() const { return m_backend.get(); }
    models::JobListModel* jobs() const { return m_jobs; }
    bool loading() const { return m_loading; }

    void start(); // connect, list, watch
    void refresh();
    // Reads one job again (after an action on it) and updates its row.
    void reload(const std::string& jobId);
    // Submits a job; its row shows the backend's answer unless the stream said something newer first.
    void createJob(const spec::Job& job, std::function<void(client::ApiResult<spec::Job>)> done);

signals:
    void transition(const spec::Transition& transition);
    // Jobs added to the list or changed in it, by the stream, a read or a refresh: once per change.
    void jobsUpdated(const QStringList& jobIds);
    void refreshed(int jobs);
    void failed(const QString& error);

private:
    using Stamp = quint64;
    void loadPage(const std::string& token, quint64 generation);
    void onPage(quint64 generation, Stamp sent, client::ApiResult<client::JobPage> result);
    void onTransition(const spec::Transition& transition);
    // A job as a read sent at `sent` answered it: taken, or read again when the list changed since.
    bool takeRead(const spec::Job& job, Stamp sent);
    void onJobsChanged(const QStringList& jobIds);

    std::unique_ptr<client::Backend> m_backend;
    models::JobListModel* m_jobs;
    client::Backend::StreamId m_watch = 0;
    QStringList m_listed; // the ids the current refresh listed so far
    quint64 m_generation = 0;
    bool m_loading = false;
    Stamp m_clock = 0; // counts the list's changes
    Stamp m_refreshSent = 0; // m_clock when the current refresh began
    QHash<QString, Stamp> m_changedAt; // m_clock at the last change of each job
};

} // namespace trainyard::ui
