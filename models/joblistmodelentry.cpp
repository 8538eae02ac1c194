#include "joblistmodel.h"

#include "joblistmodel_p.h"
#include "metricrounding.h"

#include <algorithm>
#include <map>
#include <type_traits>
#include <vector>
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

namespace {

    // FNV-1a over the bytes of each field, with a separator so that ("ab", "c") and ("a", "bc") differ.
    class Fingerprint {
    public:
        void bytes(const void* data, std::size_t size)
        {
            const auto* p = static_cast<const unsigned char*>(data);
            for (std::size_t i = 0; i < size; ++i)
                m_hash = (m_hash ^ p[i]) * 0x100000001b3ull;
            m_hash = (m_hash ^ 0xff) * 0x100000001b3ull;
        }
        void text(const std::string& value) { bytes(value.data(), value.size()); }
        template <typename T> void value(const T& v) { bytes(&v, sizeof v); }
        template <typename T> void optional(const std::optional<T>& v)
        {
            value(v.has_value());
            if (v) {
                if constexpr (std::is_same_v<T, std::string>)
                    text(*v);
                else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
                    for (const std::string& item : *v)
                        text(item);
                } else if constexpr (std::is_same_v<T, spec::Timestamp>) {
                    value(v->seconds);
                    value(v->nanos);
                } else
                    value(*v);
            }
        }
        void labels(const std::optional<std::map<std::string, std::string>>& map)
        {
            value(map.has_value());
            if (map) {
                for (const auto& [k, v] : *map) {
                    text(k);
                    text(v);
                }
            }
        }
        void metric(const std::optional<spec::HyperparameterMetric>& m)
        {
            value(m.has_value());
            if (m) {
                optional(m->trainingStep);
                optional(m->objectiveValue);
            }
        }
        std::uint64_t hash() const { return m_hash; }

    private:
        std::uint64_t m_hash = 0xcbf29ce484222325ull;
    };

} // namespace

std::uint64_t jobFingerprint(const spec::Job& job)
{
    Fingerprint f;
    f.optional(job.etag);
    f.optional(job.jobPosition);
    f.optional(job.errorMessage);
    f.optional(job.startTime);
    f.optional(job.endTime);
    if (job.trainingInput) {
        f.optional(job.trainingInput->args);
        f.optional(job.trainingInput->jobDir);
    }
    if (job.trainingOutput) {
        const spec::TrainingOutput& out = *job.trainingOutput;
        f.optional(out.completedTrialCount);
        f.optional(out.consumedMLUnits);
        f.optional(out.hyperparameterMetricTag);
        f.labels(out.webAccessUris);
        if (out.trials) {
            f.value(out.trials->size());
            for (const auto& trial : *out.trials) {
                f.optional(trial.trialId);
                f.value(trial.state ? static_cast<int>(trial.state->value()) : -1);
                f.optional(trial.endTime);
                f.metric(trial.finalMetric);
                f.value(trial.allMetrics ? trial.allMetrics->size() : std::size_t(0));
                if (trial.allMetrics && !trial.allMetrics->empty())
                    f.metric(trial.allMetrics->back());
            }
        }
    }
    return f.hash();
}

JobListModel::Entry JobListModel::makeEntry(const spec::Job& job, QString id) const
{
    Entry entry;
    entry.row = std::make_unique<Row>();
    Row& row = *entry.row;
    Texts& texts = entry.texts;
    Keys& keys = entry.keys;
    // The search key is built as UTF-8 from the job's own strings, and the texts many rows share come
    // from the intern tables: no QString is made for a value seen before.
    std::string search = *job.jobId;
    keys.asciiId = std::all_of(search.begin(), search.end(), [](char c) { return c != '\n' && static_cast<unsigned char>(c) < 0x80; });
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
    row.error = job.errorMessage ? QString::fromStdString(*job.errorMessage) : QString();
    row.cluster = intern(clusterDescription(job.trainingInput));
    row.tuning = job.trainingInput && job.trainingInput->hyperparameters;
    row.fingerprint = jobFingerprint(job);
    return entry;
}

} // namespace trainyard::models
