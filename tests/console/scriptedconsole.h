#pragma once

// A started BackendSession over a ScriptedBackend, and the two helpers the console's tests share: a
// job of an id and state, and the state a session's list shows for an id.

#include "scriptedbackend.h"

#include "console/backendsession.h"

#include "models/joblistmodel.h"

#include <memory>
#include <string>

namespace trainyard::test {

inline spec::Job job(const std::string& id, spec::State state = spec::State::Queued)
{
    spec::Job j;
    j.jobId = id;
    j.state = state;
    return j;
}

// The state the session's list shows for id (the queued transitions applied); empty when not listed.
inline std::string stateIn(const ui::BackendSession& session, const std::string& id)
{
    const int row = session.jobs()->rowOf(QString::fromStdString(id));
    return row >= 0 ? session.jobs()->stateWire(row).toStdString() : std::string();
}

// A started session over a ScriptedBackend, its first list answered.
struct ScriptedConsole {
    ScriptedConsole()
    {
        auto owned = std::make_unique<ScriptedBackend>(QStringLiteral("box"));
        backend = owned.get();
        session = std::make_unique<ui::BackendSession>(std::move(owned));
        session->start();
        backend->releaseAll();
    }
    ScriptedBackend* backend;
    std::unique_ptr<ui::BackendSession> session;
};

} // namespace trainyard::test
