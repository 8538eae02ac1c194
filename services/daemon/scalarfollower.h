#pragma once

#include "spec/scalarrecords.h"

#include <QObject>
#include <QPointer>

#include <cstdint>

class QTimer;

namespace trainyard::daemon {

class ResponseStream;
class ScalarJob;

// GET …/jobs/{id}/scalars?follow=true: `scalars` events, each a window of the points after the cursor
// (the first at once, even with none, so the client learns the job's info), then one after each read
// that found points matching the query, then `end` once a read that started after the job finished
// is done and every point was sent. Waits while the client reads slowly; the next window then holds
// everything since the cursor, so nothing is dropped. Owned by the stream.
class ScalarFollower : public QObject {
    Q_OBJECT

public:
    ScalarFollower(ScalarJob* job, ResponseStream* stream, spec::ScalarQuery query, QObject* parent);
    ~ScalarFollower() override;

private:
    void pump();

    QPointer<ScalarJob> m_job;
    QPointer<ResponseStream> m_stream;
    spec::ScalarQuery m_query; // since: the cursor
    bool m_sentFirst = false;
    QTimer* m_retry;
    QTimer* m_heartbeat;
};

} // namespace trainyard::daemon
