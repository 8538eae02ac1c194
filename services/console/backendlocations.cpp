#include "console/backendlocations.h"

namespace trainyard::ui {

BackendLocations::BackendLocations(client::Backend* backend, QObject* parent)
    : QObject(parent)
    , m_backend(backend)
{
    connect(m_backend, &client::Backend::statusChanged, this, [this](const client::ConnectionStatus& status) {
        if (status.state == client::ConnectionState::Connected)
            reload();
    });
}

const spec::Location* BackendLocations::find(const std::string& locationId) const
{
    for (const auto& location : m_locations) {
        if (location.locationId == locationId)
            return &location;
    }
    return nullptr;
}

void BackendLocations::reload()
{
    const quint64 generation = ++m_generation;
    m_backend->locations(this, [this, generation](client::ApiResult<std::vector<spec::Location>> result) {
        // A failed read keeps what the backend said before: a label does not flicker with an outage.
        if (generation != m_generation || !std::holds_alternative<std::vector<spec::Location>>(result))
            return;
        auto fresh = std::move(std::get<std::vector<spec::Location>>(result));
        if (m_known && fresh == m_locations)
            return;
        m_locations = std::move(fresh);
        m_known = true;
        emit changed();
    });
}

QString BackendLocations::regionLabel(const std::string& region) const
{
    const spec::Location* location = find(region);
    return location ? regionLabel(*location) : QString::fromStdString(region);
}

QString BackendLocations::regionLabel(const spec::Location& location)
{
    const QString id = QString::fromStdString(location.locationId);
    return location.isSlurm() ? tr("%1 (Slurm)", "a job's location: its name, then the kind of cluster").arg(id) : id;
}

QString BackendLocations::choiceLabel(const spec::Location& location)
{
    const QString id = QString::fromStdString(location.locationId);
    if (!location.isSlurm())
        return id;
    QString label = tr("%1 — Slurm partition %2", "the wizard's region list: location, partition")
                        .arg(id, QString::fromStdString(location.partition));
    // Counts of 0 are not known yet (the daemon has not described the partition): left out, not "0 nodes".
    if (location.nodes > 0)
        label += tr(", %n node(s)", "the wizard's region list, after the partition", location.nodes);
    if (location.gpus > 0)
        label += tr(", %n GPU(s)", "the wizard's region list, after the nodes", location.gpus);
    return label;
}

QString BackendLocations::unavailableReason(const spec::Location& location)
{
    if (location.available)
        return {};
    const QString id = QString::fromStdString(location.locationId);
    return location.message.empty() ? tr("%1 takes no jobs now.").arg(id)
                                    : tr("%1 takes no jobs now: %2").arg(id, QString::fromStdString(location.message));
}

QHash<QString, QString> BackendLocations::regionLabels() const
{
    QHash<QString, QString> labels;
    for (const auto& location : m_locations) {
        const QString label = regionLabel(location);
        if (label != QString::fromStdString(location.locationId))
            labels.insert(QString::fromStdString(location.locationId), label);
    }
    return labels;
}

} // namespace trainyard::ui
