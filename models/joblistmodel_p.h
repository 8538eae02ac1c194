#pragma once

// What joblistmodel.cpp, joblistmodelentry.cpp and joblistmodeldata.cpp share: the parts of a row.
// Not part of the library's API.

#include "joblistmodel.h"

#include "jobformat.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace trainyard::models {

namespace joblistmodel {

    inline QString qs(const std::string& text)
    {
        return QString::fromStdString(text);
    }

} // namespace joblistmodel

// What only display reads. No spec::Job: the full document lives in BackendSession's small cache
// (100,000 documents of 2.9 KB were 278 MiB, a row is about 300 bytes).
struct JobListModel::Row {
    QString stateText; // interned
    mutable QString createdText; // formatted on first display
    QString error; // the job's errorMessage as the daemon wrote it
    QString cluster; // interned: the Scale tier column's tool tip
    std::optional<BestMetric> best;
    // What no column shows but a change of the job must still be announced for (etag, consumed ML
    // units, trials' metrics, times, …), hashed: upsert compares rows, not documents.
    std::uint64_t fingerprint = 0;
    spec::State state = spec::State::Unspecified;
    bool tuning = false; // trainingInput.hyperparameters is set
};

struct JobListModel::Texts {
    QString id;
    QString tier; // interned
    QString region; // interned
    QString labels;
};

struct JobListModel::Keys {
    spec::Timestamp created;
    spec::Timestamp start;
    std::int64_t closedDurationMs = -1; // finished jobs; -1 when it never started
    double best = 0;
    int rank = 0;
    bool hasCreated = false;
    bool hasStart = false;
    bool open = false; // started and not finished: its duration grows
    bool hasBest = false;
    // The id is ASCII: sorting by it compares the search key's first line (the id, lower-cased) byte
    // by byte, which orders as QString's case-insensitive compare does, at a fraction of its cost.
    bool asciiId = false;
};

// A hash of the fields of a job that no column shows (see Row::fingerprint).
std::uint64_t jobFingerprint(const spec::Job& job);

struct JobListModel::Entry {
    std::unique_ptr<Row> row;
    Texts texts;
    Keys keys;
    QByteArray search;
    QByteArray labelKeys;
    QString stateWire;
};

} // namespace trainyard::models
