#pragma once

// An in-memory backend that takes Vertex jobs, for the Vertex wizard's tests and screenshots: it
// keeps what createVertexJob was given and answers with the job as the list shows it (vertex::toV1),
// later from the event loop as a real backend answers.

#include "fakebackend.h"

#include "spec/vertex/conversion.h"

#include <QTimer>

namespace trainyard::test {

class VertexFakeBackend : public FakeBackend {
public:
    explicit VertexFakeBackend(QString name = QStringLiteral("Vertex AI (test)"))
        : FakeBackend(std::move(name))
    {
    }

    bool speaksVertex() const override { return true; }
    void createVertexJob(const spec::vertex::VertexJob& job, const std::string& location, client::Callback<spec::Job> done) override
    {
        created.push_back(job);
        createdIn = location;
        const std::string id = "custom_job_" + std::to_string(created.size());
        spec::Job listed = std::visit([&](const auto& j) { return spec::vertex::toV1(j, id, location).job; }, job);
        putJob(listed);
        QTimer::singleShot(0, this, [listed, done = std::move(done)] { done(listed); });
    }

    std::vector<spec::vertex::VertexJob> created;
    std::string createdIn;
};

} // namespace trainyard::test
