#pragma once

#include "client/backend.h"
#include "spec/location.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <vector>

namespace trainyard::ui {

// Where one backend runs jobs, as it last said: read when it connects (first contact, or back after
// an outage, when a daemon may have been restarted with other locations) and when asked again. The
// words the console shows for a location live here too, so that the job list, a job's header and the
// wizard call a Slurm location the same.
class BackendLocations : public QObject {
    Q_OBJECT

public:
    explicit BackendLocations(client::Backend* backend, QObject* parent = nullptr);

    // Empty until the backend answered (or when it lists none).
    const std::vector<spec::Location>& locations() const { return m_locations; }
    bool known() const { return m_known; }
    const spec::Location* find(const std::string& locationId) const; // nullptr when not listed
    void reload();

    // What a job's region reads as: "cluster (Slurm)" where the backend says it is a Slurm location,
    // else the region as it is ("local", "us-central1").
    QString regionLabel(const std::string& region) const;
    static QString regionLabel(const spec::Location& location);
    // What the wizard's region list says of a location: "cluster — Slurm partition debug, 2 nodes,
    // 4 GPUs" for a Slurm one (the counts it knows), else its id.
    static QString choiceLabel(const spec::Location& location);
    // Why an unavailable location takes no jobs now, for its tooltip; empty for an available one.
    static QString unavailableReason(const spec::Location& location);
    // The job list's Region labels: region -> label, for the locations whose label is not the id.
    QHash<QString, QString> regionLabels() const;

signals:
    void changed();

private:
    client::Backend* m_backend;
    std::vector<spec::Location> m_locations;
    bool m_known = false;
    quint64 m_generation = 0; // an answer to an older read is dropped
};

} // namespace trainyard::ui
