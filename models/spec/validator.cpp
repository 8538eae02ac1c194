#include "validator.h"

#include "fieldpath.h"
#include "validation.h"

#include <cmath>
#include <cstdio>

namespace trainyard::spec {

namespace {
    constexpr std::size_t maxJobIdLength = 128;
    constexpr std::size_t maxLabels = 64;
    constexpr std::size_t maxLabelLength = 63;

    bool isAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
    bool isDigit(char c) { return c >= '0' && c <= '9'; }
    bool isNonAscii(char c) { return (static_cast<unsigned char>(c) & 0x80) != 0; }

    // Label keys and values: lowercase letters, digits, underscores and dashes; international
    // characters are allowed (resource-labels documentation).
    bool isLabelChar(char c) { return (c >= 'a' && c <= 'z') || isDigit(c) || c == '_' || c == '-' || isNonAscii(c); }
} // namespace

std::size_t codePoints(const std::string& utf8)
{
    std::size_t n = 0;
    for (char c : utf8) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++n;
    }
    return n;
}

std::string formatNumber(double value)
{
    if (std::trunc(value) == value && std::fabs(value) < 1e15)
        return std::to_string(static_cast<long long>(value));
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", value);
    return buf;
}

std::string joined(const std::vector<std::string>& items, const char* separator)
{
    std::string out;
    for (const auto& item : items) {
        if (!out.empty())
            out += separator;
        out += item;
    }
    return out;
}

void Validator::job(const Job& job)
{
    jobId(job.jobId, "jobId", true);
    if (job.labels)
        labels(*job.labels);
    if (!job.trainingInput) {
        if (!job.predictionInput)
            error("trainingInput", "trainingInput.required", QT_TR_NOOP("A training job needs its training input."));
        return;
    }
    const TrainingInput& in = *job.trainingInput;
    compute(in);
    code(in);
    placement(in);
    if (in.scheduling)
        scheduling(*in.scheduling);
    if (in.hyperparameters)
        hyperparameters(*in.hyperparameters);
}

void Validator::jobId(const std::optional<std::string>& id, const std::string& path, bool required)
{
    if (!id || id->empty()) {
        if (required)
            error(path, "jobId.required", QT_TR_NOOP("A job needs an ID."));
        return;
    }
    const bool charsOk = std::all_of(id->begin(), id->end(), [](char c) { return isAsciiLetter(c) || isDigit(c) || c == '_'; });
    if (!isAsciiLetter(id->front()) || !charsOk)
        error(path, "jobId.pattern", QT_TR_NOOP("Use only letters, digits and underscores, starting with a letter."));
    if (id->size() > maxJobIdLength)
        error(path, "jobId.tooLong", QT_TR_NOOP("At most %1 characters; this one has %2."),
            { std::to_string(maxJobIdLength), std::to_string(id->size()) });
}

void Validator::labels(const std::map<std::string, std::string>& labels)
{
    if (labels.size() > maxLabels)
        error("labels", "labels.tooMany", QT_TR_NOOP("At most %1 labels; this job has %2."),
            { std::to_string(maxLabels), std::to_string(labels.size()) });
    for (const auto& [key, value] : labels) {
        const std::string path = joinPath("labels", key);
        if (key.empty() || codePoints(key) > maxLabelLength || !std::all_of(key.begin(), key.end(), isLabelChar)
            || !((key.front() >= 'a' && key.front() <= 'z') || isNonAscii(key.front())))
            error(path, "labels.key",
                QT_TR_NOOP("Label keys are 1 to %1 lowercase letters, digits, underscores or dashes, starting with a letter."),
                { std::to_string(maxLabelLength) });
        if (codePoints(value) > maxLabelLength || !std::all_of(value.begin(), value.end(), isLabelChar))
            error(path, "labels.value",
                QT_TR_NOOP("Label values are at most %1 lowercase letters, digits, underscores or dashes."),
                { std::to_string(maxLabelLength) });
    }
}

std::vector<Violation> validate(const Job& job, const Catalog& catalog)
{
    std::vector<Violation> out;
    Validator(catalog, out).job(job);
    return out;
}

Job withDefaults(Job job)
{
    if (!job.trainingInput)
        return job;
    TrainingInput& in = *job.trainingInput;
    if (!in.scaleTier)
        in.scaleTier = ScaleTier::Basic;
    if (!in.scheduling)
        in.scheduling = Scheduling {};
    if (!in.scheduling->maxRunningTime)
        in.scheduling->maxRunningTime = Duration::fromSeconds(Scheduling::defaultMaxRunningTimeSeconds);
    if (in.hyperparameters) {
        HyperparameterSpec& hp = *in.hyperparameters;
        if (!hp.hyperparameterMetricTag || hp.hyperparameterMetricTag->empty())
            hp.hyperparameterMetricTag = HyperparameterSpec::defaultMetricTag;
        if (!hp.maxTrials)
            hp.maxTrials = 1;
        if (!hp.maxParallelTrials)
            hp.maxParallelTrials = 1;
        if (!hp.algorithm)
            hp.algorithm = Algorithm::Unspecified;
    }
    return job;
}

} // namespace trainyard::spec
