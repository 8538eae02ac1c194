#pragma once

#include "apiclient.h"
#include "capabilities.h"
#include "withcontext.h"

#include "spec/job.h"
#include "spec/location.h"
#include "spec/logrecords.h"
#include "spec/outputfiles.h"
#include "spec/parameterimportance.h"
#include "spec/resourcerecords.h"
#include "spec/scalarrecords.h"
#include "spec/transition.h"
#include "spec/vertex/vertexjob.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::client {

enum class ConnectionState {
    Connecting, // first attempt (for the local daemon: maybe starting it)
    Connected,
    Reconnecting, // it answered before; trying again with backoff
    Offline, // gave up for now (`detail` says why); connectBackend() tries again
};

struct ConnectionStatus {
    ConnectionState state = ConnectionState::Connecting;
    QDateTime since; // when this state began (the outage's start for Reconnecting/Offline)
    QString detail; // the last error, in words
};

template <typename T>
using Callback = std::function<void(ApiResult<T>)>;
using Completion = std::function<void(std::optional<ApiError>)>;

// A place jobs run: the local daemon, a remote daemon, a Google Cloud project. Everything is
// asynchronous; callbacks run on the backend's thread (the GUI thread) and are never called after the
// backend is destroyed or the stream cancelled. Streams (watch, follow, search) survive reconnects on
// their own, resuming from their cursor so that nothing is lost or delivered twice.
class Backend : public QObject {
    Q_OBJECT

public:
    using StreamId = quint64;

    explicit Backend(QString name, QObject* parent = nullptr);

    // What the user calls it ("Local daemon", "gpu-box", "my-project").
    const QString& name() const { return m_name; }
    // Where it is, for tooltips and errors ("unix:/run/user/1000/trainyard/daemon.sock").
    virtual QString location() const = 0;
    const ConnectionStatus& status() const { return m_status; }

    // Connects (starting the local daemon if it must); then keeps the connection, reconnecting with backoff.
    virtual void connectBackend() = 0;

    // The v1 API.
    virtual void createJob(const spec::Job& job, Callback<spec::Job> done) = 0;
    virtual void getJob(const std::string& jobId, Callback<spec::Job> done) = 0;
    virtual void listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done) = 0;
    virtual void cancelJob(const std::string& jobId, Completion done) = 0;
    virtual void patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
        Callback<spec::Job> done) = 0;
    virtual void listLocations(Callback<nlohmann::json> done) = 0;

    // Vertex AI: whether the backend takes Vertex jobs (CustomJob, HyperparameterTuningJob) as they
    // are, and submits one to a location (a Google region, a daemon location). The job comes back as
    // the console lists it (a spec::Job converted from the created resource). The default refuses.
    virtual bool speaksVertex() const { return false; }
    virtual void createVertexJob(const spec::vertex::VertexJob& job, const std::string& location, Callback<spec::Job> done);
    // What it can run (regions, replica slots, GPUs, the schemes of packages and job dirs it reads),
    // for the wizard to flag what it would refuse. This one reads listLocations; a backend that knows
    // more (the schemes it reads) adds it.
    virtual void capabilities(Callback<Capabilities> done);
    // Where it runs jobs, in its order (its default first), each with what the backend says of it: a
    // daemon's kind ("local", "slurm"), a Slurm partition's nodes and GPUs, whether it takes jobs now.
    // Those that do not train (Google's prediction-only regions) are left out. Reads listLocations.
    virtual void locations(Callback<std::vector<spec::Location>> done);

    // Every state change of one job so far, oldest first.
    virtual void jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done) = 0;
    // State changes of every job from now on, until cancelStream().
    virtual StreamId watchJobs(std::function<void(const spec::Transition&)> onTransition) = 0;
    // True when the backend emits watchSettled(): then a list read after it misses no change, since
    // every change after the list was served comes through the watch. A backend that says false (its
    // watch compares lists itself) can be listed as soon as it is connected.
    virtual bool settlesWatch() const { return false; }
    // Asks watchJobs() for trial deltas: a tuning job's RUNNING → RUNNING transitions then carry
    // spec::Transition::trialDelta and a job without trainingOutput.trials, which the caller applies to
    // the document it holds with spec::applyTrialDelta (a study's allMetrics grow with every report, and
    // the whole job on every trial start or end costs megabytes). Off by default: an old caller gets
    // whole jobs. Takes effect for watches opened or reopened after it; a backend without deltas (the
    // polling ones) ignores it and keeps sending whole jobs.
    void setTrialDeltas(bool on) { m_trialDeltas = on; }
    bool trialDeltas() const { return m_trialDeltas; }

    // Logs: a window from a cursor; a follow from a cursor (batches of new lines until the job has
    // finished and every line was delivered, then onEnd(nullopt)); per-line attributes; a search.
    virtual void readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done) = 0;
    virtual StreamId followLogs(const std::string& jobId, std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
        Completion onEnd)
        = 0;
    virtual void logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done) = 0;
    virtual StreamId searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
        std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done)
        = 0;

    // Resources: what each replica used, from a cursor (0: from the start). onSamples gets the samples
    // after it, then each new batch as it is measured, each with the backend's ResourceInfo; once the
    // job has finished and every sample was delivered, onEnd(nullopt). A backend that measures nothing
    // for the job says why through onEnd(error).
    virtual StreamId followResources(const std::string& jobId, std::int64_t since,
        std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd)
        = 0;

    // How much each hyperparameter of a tuning job explains its objective, computed by a trainyardd from
    // the trials finished so far (docs/api.md, "Parameter importance"). A server that does not compute it
    // (Google's) is not asked: the default answers UNIMPLEMENTED, later, as createVertexJob's does.
    virtual void parameterImportance(const std::string& jobId, Callback<spec::ImportanceReport> done);

    // Scalars: the curves a job's trainers wrote as TensorBoard event files (docs/api.md, "Scalars").
    // readScalars answers one window for the query; followScalars gets the window after query.since,
    // then each new batch of points as the trainers write them, then onEnd(nullopt) once the job has
    // finished and every point was delivered. A backend that reads no event files (Google's) answers
    // UNIMPLEMENTED, later; its followScalars then returns 0 (no stream to cancel).
    virtual void readScalars(const std::string& jobId, const spec::ScalarQuery& query, Callback<spec::ScalarWindow> done);
    virtual StreamId followScalars(const std::string& jobId, const spec::ScalarQuery& query,
        std::function<void(const spec::ScalarWindow&)> onWindow, Completion onEnd);
    // Files: the job's output folder (docs/api.md, "Files"), and one file of it copied to `destination`
    // (a local path, written as destination + ".part" and renamed when complete), with progress
    // (bytes received, total or -1) as it arrives; cancelStream() stops it and removes the part file.
    // filesAreLocal(): the listing's root is a folder on this machine (the local daemon), so the
    // console may open files and reveal folders in place instead of downloading them.
    virtual void listFiles(const std::string& jobId, Callback<spec::OutputListing> done);
    virtual StreamId downloadFile(const std::string& jobId, const std::string& path, const QString& destination,
        std::function<void(std::int64_t received, std::int64_t total)> onProgress, Completion done);
    virtual bool filesAreLocal() const { return false; }
    // Stops a stream or search; none of its callbacks is called afterwards.
    virtual void cancelStream(StreamId id) = 0;

    // The calls above with a context object: once it is destroyed, its answers are dropped (see
    // withContext). One place for every backend, so that no caller writes its own guard.
    void createJob(const spec::Job& job, const QObject* context, Callback<spec::Job> done) { createJob(job, withContext(context, std::move(done))); }
    void createVertexJob(const spec::vertex::VertexJob& job, const std::string& location, const QObject* context, Callback<spec::Job> done)
    {
        createVertexJob(job, location, withContext(context, std::move(done)));
    }
    void getJob(const std::string& jobId, const QObject* context, Callback<spec::Job> done) { getJob(jobId, withContext(context, std::move(done))); }
    void listJobs(const std::string& filter, int pageSize, const std::string& pageToken, const QObject* context, Callback<JobPage> done)
    {
        listJobs(filter, pageSize, pageToken, withContext(context, std::move(done)));
    }
    void cancelJob(const std::string& jobId, const QObject* context, Completion done) { cancelJob(jobId, withContext(context, std::move(done))); }
    void capabilities(const QObject* context, Callback<Capabilities> done) { capabilities(withContext(context, std::move(done))); }
    void locations(const QObject* context, Callback<std::vector<spec::Location>> done) { locations(withContext(context, std::move(done))); }
    void jobEvents(const std::string& jobId, const QObject* context, Callback<std::vector<spec::Transition>> done)
    {
        jobEvents(jobId, withContext(context, std::move(done)));
    }
    void parameterImportance(const std::string& jobId, const QObject* context, Callback<spec::ImportanceReport> done)
    {
        parameterImportance(jobId, withContext(context, std::move(done)));
    }
    StreamId watchJobs(const QObject* context, std::function<void(const spec::Transition&)> onTransition)
    {
        return watchJobs(withContext(context, std::move(onTransition)));
    }
    void readLogs(const std::string& jobId, std::int64_t since, int pageSize, const QObject* context, Callback<spec::LogWindow> done)
    {
        readLogs(jobId, since, pageSize, withContext(context, std::move(done)));
    }
    StreamId followLogs(const std::string& jobId, std::int64_t since, const QObject* context, std::function<void(std::vector<spec::LogLine>)> onLines,
        Completion onEnd)
    {
        return followLogs(jobId, since, withContext(context, std::move(onLines)), withContext(context, std::move(onEnd)));
    }
    void logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, const QObject* context, Callback<spec::LogAttributes> done)
    {
        logAttributes(jobId, since, count, withContext(context, std::move(done)));
    }
    StreamId searchLogs(const std::string& jobId, const spec::LogSearchQuery& query, const QObject* context,
        std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done)
    {
        return searchLogs(jobId, query, withContext(context, std::move(onProgress)), withContext(context, std::move(done)));
    }
    void readScalars(const std::string& jobId, const spec::ScalarQuery& query, const QObject* context, Callback<spec::ScalarWindow> done)
    {
        readScalars(jobId, query, withContext(context, std::move(done)));
    }
    StreamId followScalars(const std::string& jobId, const spec::ScalarQuery& query, const QObject* context,
        std::function<void(const spec::ScalarWindow&)> onWindow, Completion onEnd)
    {
        return followScalars(jobId, query, withContext(context, std::move(onWindow)), withContext(context, std::move(onEnd)));
    }
    void listFiles(const std::string& jobId, const QObject* context, Callback<spec::OutputListing> done)
    {
        listFiles(jobId, withContext(context, std::move(done)));
    }
    StreamId downloadFile(const std::string& jobId, const std::string& path, const QString& destination, const QObject* context,
        std::function<void(std::int64_t, std::int64_t)> onProgress, Completion done)
    {
        return downloadFile(jobId, path, destination, withContext(context, std::move(onProgress)), withContext(context, std::move(done)));
    }
    StreamId followResources(const std::string& jobId, std::int64_t since, const QObject* context,
        std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd)
    {
        return followResources(jobId, since, withContext(context, std::move(onSamples)), withContext(context, std::move(onEnd)));
    }

signals:
    void statusChanged(const trainyard::client::ConnectionStatus& status);
    // The job watch is registered with the server after a (re)connect, or could not be: read the
    // list now (see settlesWatch()).
    void watchSettled();

protected:
    void setStatus(ConnectionState state, const QString& detail = {});

private:
    QString m_name;
    ConnectionStatus m_status;
    bool m_trialDeltas = false;
};

} // namespace trainyard::client
