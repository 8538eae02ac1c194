#include "joblistmodel.h"

#include "joblistmodel_p.h"
#include "metricrounding.h"

#include <algorithm>
#include <utility>

// What JobListModel derives from a job once, when it arrives: the row's texts (shared through the
// intern tables), the keys sorting and tick() compare, and the search key the filter scans.

namespace trainyard::models {

QString JobListModel::intern(QString text) const
{
    if (text.isEmpty())
        return {};
    const auto it = m_interned.constFind(text);
    if (it != m_interned.constEnd())
        return *it;
    m_interned.insert(text);
    return text;
}

const QString& JobListModel::internUtf8(const std::string& text) const
{
    auto it = m_internedUtf8.find(text);
    if (it == m_internedUtf8.end())
        it = m_internedUtf8.emplace(text, intern(QString::fromStdString(text))).first;
    return it->second;
}

const JobListModel::StateTexts& JobListModel::stateTexts(const spec::Enum<spec::State>& state) const
{
    std::string wire(state.wire());
    auto it = m_stateTexts.find(wire);
    if (it == m_stateTexts.end()) {
        StateTexts texts { intern(QString::fromStdString(wire)), intern(stateLabel(state)), {} };
        texts.labelUtf8 = texts.label.toStdString();
        it = m_stateTexts.emplace(std::move(wire), std::move(texts)).first;
    }
    return it->second;
}

QByteArray JobListModel::labelKey(const std::string& key, const std::optional<std::string>& value)
{
    QByteArray text;
    text.reserve(static_cast<qsizetype>(key.size() + (value ? value->size() : 0) + 3));
    text += '\x1e';
    text.append(key.data(), static_cast<qsizetype>(key.size()));
    text += '\x1f';
    if (value) {
        text.append(value->data(), static_cast<qsizetype>(value->size()));
        text += '\x1e';
    }
    return text;
}

JobListModel::Entry JobListModel::makeEntry(spec::Job job, QString id) const
{
    Entry entry;
    entry.row = std::make_unique<Row>();
    Row& row = *entry.row;
    Texts& texts = entry.texts;
    Keys& keys = entry.keys;
    // The search key is built as UTF-8 from the job's own strings, and the texts many rows share come
    // from the intern tables: no QString is made for a value seen before.
    std::string search = *job.jobId;
    search += '\n';
    texts.id = std::move(id);

    const std::string labels = labelsTextUtf8(job.labels);
    texts.labels = internUtf8(labels);
    search += labels;
    search += '\n';
    if (job.labels && !job.labels->empty()) {
        for (const auto& [key, value] : *job.labels) {
            entry.labelKeys += labelKey(key, value);
            entry.labelKeys.chop(1); // neighbours share the separator
        }
        entry.labelKeys += '\x1e';
    }

    if (job.state) {
        row.state = job.state->value();
        const StateTexts& state = stateTexts(*job.state);
        entry.stateWire = state.wire;
        row.stateText = state.label;
        search += job.state->wire();
        search += '\n';
        search += state.labelUtf8;
    } else {
        search += '\n';
    }
    search += '\n';
    keys.rank = stateRank(row.state);

    if (job.trainingInput && job.trainingInput->region) {
        texts.region = internUtf8(*job.trainingInput->region);
        search += *job.trainingInput->region;
    }
    search += '\n';
    const bool custom
        = job.trainingInput && job.trainingInput->scaleTier && *job.trainingInput->scaleTier == spec::ScaleTier::Custom;
    if (!job.trainingInput || custom) {
        texts.tier = intern(scaleTierSummary(job.trainingInput));
        search += texts.tier.toStdString();
    } else {
        const std::string wire(
            job.trainingInput->scaleTier ? job.trainingInput->scaleTier->wire() : std::string_view("BASIC"));
        texts.tier = internUtf8(wire);
        search += wire;
    }

    // Case-folded: ASCII (the usual case) in place, anything else through QString.
    const bool ascii
        = std::all_of(search.begin(), search.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (ascii) {
        for (char& c : search) {
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        }
        entry.search = QByteArray(search.data(), static_cast<qsizetype>(search.size()));
    } else {
        entry.search = QString::fromStdString(search).toCaseFolded().toUtf8();
    }

    row.best = bestMetric(job);
    if (row.best) {
        keys.hasBest = true;
        keys.best = row.best->value;
    }
    if (job.createTime) {
        keys.hasCreated = true;
        keys.created = *job.createTime;
    }
    if (job.startTime) {
        keys.hasStart = true;
        keys.start = *job.startTime;
        if (job.endTime)
            keys.closedDurationMs = millisecondsBetween(*job.startTime, *job.endTime);
        else
            keys.open = !spec::isTerminal(row.state);
    }
    row.job = std::move(job);
    return entry;
}

} // namespace trainyard::models
