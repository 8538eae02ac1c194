// vertex::validate and the rules of the job itself: display name, labels, the tuning job's counts.

#include "validator.h"
#include "vertexrules_p.h"

#include "spec/fieldpath.h"
#include "spec/validator.h"

#include <QCoreApplication>

namespace trainyard::spec::vertex {

std::vector<Violation> validate(const CustomJob& job, const VertexCatalog& catalog)
{
    std::vector<Violation> out;
    VertexRules(catalog, out).customJob(job);
    return out;
}

std::vector<Violation> validate(const HyperparameterTuningJob& job, const VertexCatalog& catalog)
{
    std::vector<Violation> out;
    VertexRules(catalog, out).tuningJob(job);
    return out;
}

std::vector<Violation> validate(const CustomJobSpec& spec, std::string pathPrefix, const VertexCatalog& catalog)
{
    std::vector<Violation> out;
    VertexRules(catalog, out).jobSpec(spec, pathPrefix);
    return out;
}

std::vector<Violation> validate(const StudySpec& study, std::string pathPrefix)
{
    std::vector<Violation> out;
    VertexRules(VertexCatalog::builtIn(), out).study(study, pathPrefix);
    return out;
}

const char* VertexRules::unknownEnumText()
{
    return QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Unknown value \"%1\"; expected one of %2.");
}

void VertexRules::customJob(const CustomJob& job)
{
    displayName(job.displayName, "displayName");
    labels(job.labels, "labels");
    if (!job.jobSpec)
        error("jobSpec", "vertex.jobSpecRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A custom job needs a jobSpec with its worker pools."));
    else
        jobSpec(*job.jobSpec, "jobSpec");
}

void VertexRules::tuningJob(const HyperparameterTuningJob& job)
{
    displayName(job.displayName, "displayName");
    labels(job.labels, "labels");

    if (!job.maxTrialCount)
        error("maxTrialCount", "vertex.maxTrialCountRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A tuning job needs maxTrialCount, the number of trials to run."));
    else if (*job.maxTrialCount <= 0)
        error("maxTrialCount", "vertex.maxTrialCountPositive", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "maxTrialCount must be at least 1; it is %1."), { std::to_string(*job.maxTrialCount) });
    if (!job.parallelTrialCount)
        error("parallelTrialCount", "vertex.parallelTrialCountRequired",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A tuning job needs parallelTrialCount, the number of trials that run at once."));
    else if (*job.parallelTrialCount <= 0)
        error("parallelTrialCount", "vertex.parallelTrialCountPositive", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "parallelTrialCount must be at least 1; it is %1."),
            { std::to_string(*job.parallelTrialCount) });
    else if (job.maxTrialCount && *job.maxTrialCount > 0 && *job.parallelTrialCount > *job.maxTrialCount)
        error("parallelTrialCount", "vertex.parallelAboveMax", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "parallelTrialCount (%1) cannot exceed maxTrialCount (%2)."),
            { std::to_string(*job.parallelTrialCount), std::to_string(*job.maxTrialCount) });
    // 0 is allowed: Vertex then decides how many failures fail the job.
    if (job.maxFailedTrialCount && *job.maxFailedTrialCount < 0)
        error("maxFailedTrialCount", "vertex.maxFailedTrialCountNegative", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "maxFailedTrialCount cannot be negative."));

    if (!job.studySpec)
        error("studySpec", "vertex.studySpecRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A tuning job needs a studySpec: its metrics and parameters."));
    else
        study(*job.studySpec, "studySpec");
    if (!job.trialJobSpec)
        error("trialJobSpec", "vertex.trialJobSpecRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A tuning job needs a trialJobSpec, the custom job each trial runs."));
    else
        jobSpec(*job.trialJobSpec, "trialJobSpec");
}

void VertexRules::displayName(const std::optional<std::string>& name, const std::string& path)
{
    if (!name || name->empty())
        error(path, "vertex.displayNameRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A display name is required."));
    else if (const auto length = codePoints(*name); length > 128)
        error(path, "vertex.displayNameTooLong", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The display name has %1 characters; at most 128 are allowed."), { std::to_string(length) });
}

namespace {
    // Lowercase letters, digits, '_' and '-'; any non-ASCII character counts as an international letter
    // (Google allows those; telling lowercase from uppercase beyond ASCII is left to the server).
    bool labelCharactersValid(const std::string& text)
    {
        for (char ch : text) {
            const auto c = static_cast<unsigned char>(ch);
            const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c >= 0x80;
            if (!ok)
                return false;
        }
        return true;
    }
} // namespace

void VertexRules::labels(const std::optional<std::map<std::string, std::string>>& labels, const std::string& path)
{
    if (!labels)
        return;
    if (labels->size() > 64)
        error(path, "vertex.tooManyLabels", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "At most 64 labels are allowed; there are %1."), { std::to_string(labels->size()) });
    for (const auto& [key, value] : *labels) {
        const std::string here = joinPath(path, key);
        const bool startsWithLetter = !key.empty() && ((key[0] >= 'a' && key[0] <= 'z') || static_cast<unsigned char>(key[0]) >= 0x80);
        if (!startsWithLetter || !labelCharactersValid(key) || codePoints(key) > 64)
            error(here, "vertex.labelKeyInvalid",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Label key \"%1\" must start with a lowercase letter and hold at most 64 lowercase letters, digits, '_' or '-'."), { key });
        if (!labelCharactersValid(value) || codePoints(value) > 64)
            error(here, "vertex.labelValueInvalid",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Label value \"%1\" may hold at most 64 lowercase letters, digits, '_' or '-'."), { value });
    }
}

} // namespace trainyard::spec::vertex
