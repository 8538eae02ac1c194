#pragma once

#include "client/backend.h"
#include "models/joblistmodel.h"

#include <QObject>

#include <memory>

namespace trainyard::ui {

// One backend as the console keeps it: its jobs in a JobListModel, kept current by the backend's job
// stream, and loaded again in full whenever the connection comes back (changes made during an outage
// are not lost). Owns the backend.
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

signals:
    void transition(const spec::Transition& transition);
    void jobUpdated(const QString& jobId);
    void refreshed(int jobs);
    void failed(const QString& error);

private:
    void loadPage(const std::string& token, quint64 generation);
    void onPage(quint64 generation, client::ApiResult<client::JobPage> result);
    void onReloaded(client::ApiResult<spec::Job> result);
    void onTransition(const spec::Transition& transition);

    std::unique_ptr<client::Backend> m_backend;
    models::JobListModel* m_jobs;
    client::Backend::StreamId m_watch = 0;
    std::vector<spec::Job> m_listed;
    quint64 m_generation = 0;
    bool m_loading = false;
};

} // namespace trainyard::ui
