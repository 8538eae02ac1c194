// Validator rules for hyperparameter tuning: the study (goal, trial budget) and each parameter.

#include "fieldpath.h"
#include "validator.h"

#include <cmath>
#include <regex>
#include <set>

namespace trainyard::spec {

namespace {
    const std::string base = "trainingInput.hyperparameters";

    bool isLogScale(const std::optional<Enum<ScaleType>>& scale)
    {
        return scale && (*scale == ScaleType::UnitLog || *scale == ScaleType::UnitReverseLog);
    }
} // namespace

void Validator::hyperparameters(const HyperparameterSpec& hp)
{
    enumValue(hp.goal, joinPath(base, "goal"));
    enumValue(hp.algorithm, joinPath(base, "algorithm"));
    if (!hp.goal || *hp.goal == GoalType::Unspecified)
        error(joinPath(base, "goal"), "hp.goalRequired", QT_TR_NOOP("Say whether the metric should be maximized or minimized."));

    const std::int32_t maxTrials = hp.maxTrials.value_or(1);
    if (maxTrials < 1)
        error(joinPath(base, "maxTrials"), "hp.maxTrials", QT_TR_NOOP("maxTrials must be at least 1."));
    if (hp.maxParallelTrials && *hp.maxParallelTrials < 1)
        error(joinPath(base, "maxParallelTrials"), "hp.maxParallelTrials", QT_TR_NOOP("maxParallelTrials must be at least 1."));
    else if (hp.maxParallelTrials && maxTrials >= 1 && *hp.maxParallelTrials > maxTrials)
        error(joinPath(base, "maxParallelTrials"), "hp.parallelExceedsTrials",
            QT_TR_NOOP("maxParallelTrials (%1) cannot exceed maxTrials (%2)."), { std::to_string(*hp.maxParallelTrials), std::to_string(maxTrials) });
    if (hp.maxFailedTrials && *hp.maxFailedTrials < 0)
        error(joinPath(base, "maxFailedTrials"), "hp.maxFailedTrials", QT_TR_NOOP("maxFailedTrials cannot be negative."));
    if (hp.hyperparameterMetricTag && hp.hyperparameterMetricTag->empty())
        error(joinPath(base, "hyperparameterMetricTag"), "hp.metricTagEmpty",
            QT_TR_NOOP("Leave the metric tag unset for the default, or name the metric your trainer reports."));
    jobId(hp.resumePreviousJobId, joinPath(base, "resumePreviousJobId"), false);

    if (!hp.params || hp.params->empty()) {
        error(joinPath(base, "params"), "hp.paramsRequired", QT_TR_NOOP("A tuning job needs at least one parameter to tune."));
        return;
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < hp.params->size(); ++i) {
        const ParameterSpec& p = (*hp.params)[i];
        const std::string path = indexPath(joinPath(base, "params"), i);
        if (p.parameterName && !p.parameterName->empty() && !names.insert(*p.parameterName).second)
            error(joinPath(path, "parameterName"), "hp.paramNameDuplicate", QT_TR_NOOP("Parameter \"%1\" is already defined."),
                { *p.parameterName });
        parameter(p, path);
    }
    if (hp.algorithm && *hp.algorithm == Algorithm::GridSearch)
        grid(hp);
}

void Validator::parameter(const ParameterSpec& p, const std::string& path)
{
    // The name becomes a command-line flag (--name=value).
    static const std::regex flag(R"([A-Za-z_][A-Za-z0-9_.-]*)");
    if (!p.parameterName || p.parameterName->empty())
        error(joinPath(path, "parameterName"), "hp.paramNameRequired", QT_TR_NOOP("Name the parameter."));
    else if (!std::regex_match(*p.parameterName, flag))
        error(joinPath(path, "parameterName"), "hp.paramNamePattern",
            QT_TR_NOOP("\"%1\" cannot be a command-line flag: use letters, digits, underscores, dots and dashes, starting with a letter or underscore."),
            { *p.parameterName });
    else if (*p.parameterName == "job-dir" || *p.parameterName == "job_dir")
        warning(joinPath(path, "parameterName"), "hp.paramNameReserved",
            QT_TR_NOOP("The service already passes --job-dir; a parameter of that name will clash with it."));

    enumValue(p.type, joinPath(path, "type"));
    enumValue(p.scaleType, joinPath(path, "scaleType"));
    const ParameterType type = p.type ? p.type->value() : ParameterType::Unspecified;
    if (!p.type || (p.type->isRecognized() && type == ParameterType::Unspecified)) {
        error(joinPath(path, "type"), "hp.paramTypeRequired", QT_TR_NOOP("Choose DOUBLE, INTEGER, CATEGORICAL or DISCRETE."));
        return;
    }
    const bool hasCategories = p.categoricalValues && !p.categoricalValues->empty();
    const bool hasDiscrete = p.discreteValues && !p.discreteValues->empty();

    switch (type) {
    case ParameterType::Double:
    case ParameterType::Integer: {
        if (!p.minValue)
            error(joinPath(path, "minValue"), "hp.minValueRequired", QT_TR_NOOP("Give the smallest value to try."));
        if (!p.maxValue)
            error(joinPath(path, "maxValue"), "hp.maxValueRequired", QT_TR_NOOP("Give the largest value to try."));
        if (type == ParameterType::Integer) {
            for (const auto& [field, value] : { std::pair { "minValue", p.minValue }, std::pair { "maxValue", p.maxValue } }) {
                if (value && std::trunc(*value) != *value)
                    error(joinPath(path, field), "hp.integerBounds", QT_TR_NOOP("An INTEGER parameter needs whole-number bounds, not %1."),
                        { formatNumber(*value) });
            }
        }
        if (p.minValue && p.maxValue && *p.minValue >= *p.maxValue)
            error(joinPath(path, "maxValue"), "hp.minNotBelowMax", QT_TR_NOOP("maxValue (%1) must be greater than minValue (%2)."),
                { formatNumber(*p.maxValue), formatNumber(*p.minValue) });
        if (isLogScale(p.scaleType) && p.minValue && *p.minValue <= 0)
            error(joinPath(path, "minValue"), "hp.logScaleNonPositive",
                QT_TR_NOOP("A logarithmic scale needs values above zero; minValue is %1."), { formatNumber(*p.minValue) });
        if (hasCategories || hasDiscrete)
            error(joinPath(path, hasCategories ? "categoricalValues" : "discreteValues"), "hp.valuesNotForType",
                QT_TR_NOOP("%1 parameters take minValue and maxValue, not a list of values."), { std::string(p.type->wire()) });
        break;
    }
    case ParameterType::Categorical: {
        if (!hasCategories) {
            error(joinPath(path, "categoricalValues"), "hp.categoricalEmpty", QT_TR_NOOP("List the categories to try."));
        } else {
            std::set<std::string> seen;
            for (std::size_t j = 0; j < p.categoricalValues->size(); ++j) {
                const std::string& value = (*p.categoricalValues)[j];
                const std::string valuePath = indexPath(joinPath(path, "categoricalValues"), j);
                if (value.empty())
                    error(valuePath, "hp.categoricalValueEmpty", QT_TR_NOOP("A category cannot be empty."));
                else if (!seen.insert(value).second)
                    error(valuePath, "hp.categoricalDuplicate", QT_TR_NOOP("Category \"%1\" is listed twice."), { value });
            }
        }
        if (p.minValue || p.maxValue)
            error(joinPath(path, p.minValue ? "minValue" : "maxValue"), "hp.boundsNotForType",
                QT_TR_NOOP("CATEGORICAL parameters take a list of categories, not bounds."));
        if (hasDiscrete)
            error(joinPath(path, "discreteValues"), "hp.valuesNotForType",
                QT_TR_NOOP("%1 parameters take minValue and maxValue, not a list of values."), { std::string(p.type->wire()) });
        if (p.scaleType && *p.scaleType != ScaleType::None)
            warning(joinPath(path, "scaleType"), "hp.scaleTypeIgnored", QT_TR_NOOP("CATEGORICAL parameters have no scale; leave scaleType unset."));
        break;
    }
    case ParameterType::Discrete: {
        if (!hasDiscrete) {
            error(joinPath(path, "discreteValues"), "hp.discreteEmpty", QT_TR_NOOP("List the values to try."));
        } else {
            const auto& values = *p.discreteValues;
            const auto limit = static_cast<std::size_t>(m_catalog.limits().maxDiscreteValues);
            if (values.size() > limit)
                error(joinPath(path, "discreteValues"), "hp.discreteTooMany", QT_TR_NOOP("At most %1 values; this parameter has %2."),
                    { std::to_string(limit), std::to_string(values.size()) });
            for (std::size_t j = 1; j < values.size(); ++j) {
                if (!(values[j] > values[j - 1])) {
                    error(indexPath(joinPath(path, "discreteValues"), j), "hp.discreteNotIncreasing",
                        QT_TR_NOOP("Values must be strictly increasing: %1 follows %2."), { formatNumber(values[j]), formatNumber(values[j - 1]) });
                    break;
                }
            }
            if (isLogScale(p.scaleType) && values.front() <= 0)
                error(indexPath(joinPath(path, "discreteValues"), 0), "hp.logScaleNonPositive",
                    QT_TR_NOOP("A logarithmic scale needs values above zero; the first value is %1."), { formatNumber(values.front()) });
        }
        if (hasCategories)
            error(joinPath(path, "categoricalValues"), "hp.valuesNotForType",
                QT_TR_NOOP("%1 parameters take minValue and maxValue, not a list of values."), { std::string(p.type->wire()) });
        if (p.minValue || p.maxValue)
            warning(joinPath(path, p.minValue ? "minValue" : "maxValue"), "hp.boundsIgnored",
                QT_TR_NOOP("DISCRETE parameters use their list of values; minValue and maxValue are ignored."));
        break;
    }
    case ParameterType::Unspecified:
        break;
    }
}

void Validator::grid(const HyperparameterSpec& hp)
{
    double points = 1;
    bool complete = true;
    for (std::size_t i = 0; i < hp.params->size(); ++i) {
        const ParameterSpec& p = (*hp.params)[i];
        if (!p.type || !p.type->isRecognized()) {
            complete = false;
            continue;
        }
        switch (p.type->value()) {
        case ParameterType::Double:
            error(joinPath(indexPath(joinPath(base, "params"), i), "type"), "hp.gridDouble",
                QT_TR_NOOP("GRID_SEARCH can only search INTEGER, DISCRETE and CATEGORICAL parameters."));
            complete = false;
            break;
        case ParameterType::Integer:
            if (p.minValue && p.maxValue && *p.maxValue >= *p.minValue)
                points *= std::floor(*p.maxValue) - std::ceil(*p.minValue) + 1;
            else
                complete = false;
            break;
        case ParameterType::Discrete:
            points *= p.discreteValues ? static_cast<double>(p.discreteValues->size()) : 0;
            break;
        case ParameterType::Categorical:
            points *= p.categoricalValues ? static_cast<double>(p.categoricalValues->size()) : 0;
            break;
        case ParameterType::Unspecified:
            complete = false;
            break;
        }
    }
    const std::int32_t maxTrials = hp.maxTrials.value_or(1);
    if (complete && points >= 1 && points < maxTrials)
        warning(joinPath(base, "maxTrials"), "hp.gridSmallerThanMaxTrials",
            QT_TR_NOOP("The grid has only %1 points, so at most %1 trials will run although maxTrials is %2."),
            { formatNumber(points), std::to_string(maxTrials) });
}

} // namespace trainyard::spec
