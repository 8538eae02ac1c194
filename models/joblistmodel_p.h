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

struct JobListModel::Row {
    spec::Job job;
    QString stateText; // interned
    mutable QString createdText; // formatted on first display
    std::optional<BestMetric> best;
    spec::State state = spec::State::Unspecified;
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
};

struct JobListModel::Entry {
    std::unique_ptr<Row> row;
    Texts texts;
    Keys keys;
    QByteArray search;
    QByteArray labelKeys;
    QString stateWire;
};

} // namespace trainyard::models
