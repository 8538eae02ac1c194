#pragma once

#include "spec/resourcerecords.h"

#include <QObject>
#include <QPointer>

#include <cstdint>
#include <string>

class QTimer;

namespace trainyard::daemon {

class Engine;
class ResourceMonitor;
class ResponseStream;

// What GET …/jobs/{id}/resources answers without follow: the samples after `since` (at most
// `pageSize`), the monitor's ResourceInfo, and whether the record is complete. A job that ran
// before any sample was taken has an empty window.
spec::ResourceWindow resourceWindow(Engine& engine, ResourceMonitor& monitor, const std::string& jobId, std::int64_t since, std::size_t pageSize);

// GET …/jobs/{id}/resources?follow=true: `resources` events, each a window of the samples after the
// cursor (the first one even when there are none yet, so the client learns the ResourceInfo at
// once), then each new batch as the monitor appends it, then an `end` event once the job is finished
// and every sample was sent. Waits while the client reads slowly.
class ResourceFollower : public QObject {
    Q_OBJECT

public:
    ResourceFollower(Engine& engine, ResourceMonitor& monitor, std::string jobId, ResponseStream* stream, std::int64_t afterSeq,
        QObject* parent);

private:
    void pump();

    Engine& m_engine;
    ResourceMonitor& m_monitor;
    std::string m_jobId;
    QPointer<ResponseStream> m_stream;
    std::int64_t m_cursor;
    bool m_sentFirst = false;
    QTimer* m_retry;
    QTimer* m_heartbeat;
};

} // namespace trainyard::daemon
