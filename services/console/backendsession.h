#pragma once

#include "client/backend.h"
#include "models/joblistmodel.h"

#include <QHash>
#include <QObject>
#include <QPointer>
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
// The list holds rows, not documents. The full job of the few jobs a view needs (the selected one,
// those a notification rule reads, the latest ones the stream or a read brought) is in a small cache
// of shared, immutable documents: document() answers from it, fetchDocument()/withDocument() read the
// job when it is not there, and documentChanged says when one came or changed. Cached documents are
// kept current by the stream (a transition's job moves in; a trial delta is applied to the held
// document, or the job is read again when it cannot be) and by every read.
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

    // The job's full document when the cache holds it (null otherwise): the list's rows have only what
    // the list shows. Shared and immutable: a later change replaces it in the cache.
    std::shared_ptr<const spec::Job> document(const QString& jobId) const;
    // Reads the job into the cache unless it is there; documentChanged(jobId) says when it is.
    void fetchDocument(const QString& jobId);
    // Calls `done` with the document: at once when cached, else once read (null when the read failed).
    // Dropped once `context` is destroyed.
    void withDocument(const QString& jobId, const QObject* context, std::function<void(std::shared_ptr<const spec::Job>)> done);
    // How many documents the cache keeps, the least recently used going first.
    static constexpr int documentCacheSize = 64;
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
    // A document came into the cache or changed there (document(jobId) has it).
    void documentChanged(const QString& jobId);
    void refreshed(int jobs);
    void failed(const QString& error);

private:
    using Stamp = quint64;
    void loadPage(const std::string& token, quint64 generation);
    void onPage(quint64 generation, Stamp sent, client::ApiResult<client::JobPage> result);
    void onTransition(const spec::Transition& transition);
    // A job as a read sent at `sent` answered it: taken, or read again when the list changed since.
    bool takeRead(spec::Job job, Stamp sent);
    void onJobsChanged(const QStringList& jobIds);
    void applyQueued(); // the queued transitions, as one batch
    // Puts a document in the cache (the newest first), evicting the least recently used beyond its
    // size, and announces it.
    void keepDocument(std::shared_ptr<const spec::Job> document);
    // Applies a transition's trial delta to the held document: false when none is held or it lacks
    // what the delta builds on (the caller reads the job again).
    bool applyDelta(const spec::Transition& t);
    void answerWaiting(const QString& jobId, const std::shared_ptr<const spec::Job>& document);

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
    struct Cached {
        QString id;
        std::shared_ptr<const spec::Job> document;
        mutable quint64 used = 0;
    };
    std::vector<Cached> m_documents; // at most documentCacheSize; a linear scan of 64 is cheap
    mutable quint64 m_uses = 0;
    // Callers of withDocument() waiting for a read, by job id.
    QHash<QString, std::vector<std::function<void(std::shared_ptr<const spec::Job>)>>> m_waiting;
};

} // namespace trainyard::ui
