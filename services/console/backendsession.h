#pragma once

#include "client/backend.h"
#include "models/joblistmodel.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>

namespace trainyard::ui {

class BackendLocations;

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
//
// The stream's transitions are queued and applied once a frame with the list's batch call, so that a
// burst of them (a study's trials, a refresh after an outage) repaints the views once, not once per
// event; transition() is emitted for each, in order, once its job is in the list. Whoever reads the
// list through jobs(), and every read answer, sees what is queued applied first: the batching is
// visible to views only, never to the order in which news wins.
class BackendSession : public QObject {
    Q_OBJECT

public:
    BackendSession(std::unique_ptr<client::Backend> backend, QObject* parent = nullptr);
    ~BackendSession() override;

    client::Backend* backend() const { return m_backend.get(); }
    // Where the backend runs jobs, read at each connect; the job list's Region column labels with it.
    BackendLocations* locations() const { return m_locations; }
    // The job list, with every transition received so far applied.
    models::JobListModel* jobs() const;
    bool loading() const { return m_loading; }

    void start(); // connect, list, watch
    void refresh();
    // Reads one job again (after an action on it) and updates its row.
    void reload(const std::string& jobId);

    // The job actions. Each answer is dropped once `context` is destroyed (null: always answered).
    // Submits a job; its row shows the backend's answer unless the stream said something newer first.
    void submit(const spec::Job& job, const QObject* context, client::Callback<spec::Job> done);
    // Submits a Vertex job (a backend that speaksVertex()) to a location; the answer is the job as the
    // list shows it, and its row is taken as a submit's is.
    void submitVertex(const spec::vertex::VertexJob& job, const std::string& location, const QObject* context, client::Callback<spec::Job> done);
    // Submits a job again under the new id (and job dir) it was given; the original stays as it is.
    void resubmit(const spec::Job& job, const QObject* context, client::Callback<spec::Job> done);
    // Asks the backend to cancel a job; once it agreed, the job is read again so that CANCELLING shows
    // at once, not only when the stream says so.
    void cancel(const std::string& jobId, const QObject* context, client::Completion done);

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
    void applyQueued(); // the queued transitions, as one batch

    std::unique_ptr<client::Backend> m_backend;
    models::JobListModel* m_jobs;
    BackendLocations* m_locations;
    client::Backend::StreamId m_watch = 0;
    QStringList m_listed; // the ids the current refresh listed so far
    quint64 m_generation = 0;
    bool m_loading = false;
    Stamp m_clock = 0; // counts the list's changes
    Stamp m_refreshSent = 0; // m_clock when the current refresh began
    QHash<QString, Stamp> m_changedAt; // m_clock at the last change of each job
    std::vector<spec::Transition> m_queued; // received, not yet applied
    QTimer m_frame; // applies m_queued
};

} // namespace trainyard::ui
