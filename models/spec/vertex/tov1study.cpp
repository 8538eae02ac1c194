// studySpec -> trainingInput.hyperparameters: v1 tunes one metric over a flat list of parameters.

#include "tov1_p.h"

namespace trainyard::spec::vertex {

namespace {
    std::optional<spec::Enum<spec::ScaleType>> toV1Scale(
        const std::optional<Enum<ScaleType>>& scale, const std::string& path, ConversionReport& report)
    {
        if (!scale || !report.recognized(*scale, path))
            return std::nullopt;
        switch (scale->value()) {
        case ScaleType::Unspecified:
            return spec::ScaleType::None;
        case ScaleType::UnitLinear:
            return spec::ScaleType::UnitLinear;
        case ScaleType::UnitLog:
            return spec::ScaleType::UnitLog;
        case ScaleType::UnitReverseLog:
            return spec::ScaleType::UnitReverseLog;
        }
        return std::nullopt;
    }

    spec::ParameterSpec toV1Parameter(const ParameterSpec& p, const std::string& path, ConversionReport& report)
    {
        spec::ParameterSpec out;
        out.parameterName = p.parameterId;
        out.scaleType = toV1Scale(p.scaleType, joinPath(path, "scaleType"), report);
        const auto defaultValue = [&](bool present, const char* spec) {
            if (present)
                report.noCounterpartInV1(joinPath(joinPath(path, spec), "defaultValue"), "defaultValue");
        };
        if (p.doubleValueSpec) {
            out.type = spec::ParameterType::Double;
            out.minValue = p.doubleValueSpec->minValue;
            out.maxValue = p.doubleValueSpec->maxValue;
            defaultValue(p.doubleValueSpec->defaultValue.has_value(), "doubleValueSpec");
        } else if (p.integerValueSpec) {
            out.type = spec::ParameterType::Integer;
            // v1 holds integer bounds as doubles: exact up to 2^53, far beyond any tuned integer.
            if (p.integerValueSpec->minValue)
                out.minValue = static_cast<double>(*p.integerValueSpec->minValue);
            if (p.integerValueSpec->maxValue)
                out.maxValue = static_cast<double>(*p.integerValueSpec->maxValue);
            defaultValue(p.integerValueSpec->defaultValue.has_value(), "integerValueSpec");
        } else if (p.categoricalValueSpec) {
            out.type = spec::ParameterType::Categorical;
            out.categoricalValues = p.categoricalValueSpec->values;
            defaultValue(p.categoricalValueSpec->defaultValue.has_value(), "categoricalValueSpec");
        } else if (p.discreteValueSpec) {
            out.type = spec::ParameterType::Discrete;
            out.discreteValues = p.discreteValueSpec->values;
            defaultValue(p.discreteValueSpec->defaultValue.has_value(), "discreteValueSpec");
        }
        // A conditional parameter exists only for some parent values; v1 would tune it in every trial.
        if (p.conditionalParameterSpecs && !p.conditionalParameterSpecs->empty())
            report.warn(joinPath(path, "conditionalParameterSpecs"), "convert.conditionalParameters",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "The parameters that depend on %1 have no counterpart in a v1 job, whose parameters all apply to every trial; they were left out."),
                { p.parameterId.value_or(std::string {}) });
        reportUnknownFields(p.unknown, path, report);
        return out;
    }
} // namespace

spec::HyperparameterSpec toHyperparameterSpec(const StudySpec& study, const std::string& path, ConversionReport& report)
{
    spec::HyperparameterSpec out;
    if (study.metrics && !study.metrics->empty()) {
        const auto& metric = study.metrics->front();
        out.hyperparameterMetricTag = metric.metricId;
        if (metric.goal && report.recognized(*metric.goal, joinPath(indexPath(joinPath(path, "metrics"), 0), "goal"))) {
            switch (metric.goal->value()) {
            case Goal::Unspecified:
                out.goal = spec::GoalType::Unspecified;
                break;
            case Goal::Maximize:
                out.goal = spec::GoalType::Maximize;
                break;
            case Goal::Minimize:
                out.goal = spec::GoalType::Minimize;
                break;
            }
        }
        const std::string metricsPath = joinPath(path, "metrics");
        if (metric.safetyConfig)
            report.noCounterpartInV1(joinPath(indexPath(metricsPath, 0), "safetyConfig"), "safetyConfig");
        for (std::size_t i = 1; i < study.metrics->size(); ++i)
            report.warn(indexPath(metricsPath, i), "convert.secondMetric",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "A v1 job tunes one metric; %1 was left out and %2 kept."),
                { (*study.metrics)[i].metricId.value_or(std::string {}), metric.metricId.value_or(std::string {}) });
    }
    if (study.parameters) {
        std::vector<spec::ParameterSpec> params;
        for (std::size_t i = 0; i < study.parameters->size(); ++i)
            params.push_back(toV1Parameter((*study.parameters)[i], indexPath(joinPath(path, "parameters"), i), report));
        out.params = std::move(params);
    }
    if (study.algorithm && report.recognized(*study.algorithm, joinPath(path, "algorithm"))) {
        switch (study.algorithm->value()) {
        case Algorithm::Unspecified:
            out.algorithm = spec::Algorithm::Unspecified;
            break;
        case Algorithm::GridSearch:
            out.algorithm = spec::Algorithm::GridSearch;
            break;
        case Algorithm::RandomSearch:
            out.algorithm = spec::Algorithm::RandomSearch;
            break;
        }
    }
    // v1's early stopping is the median rule (a trial stops when it falls behind the median of the
    // completed ones), what Vertex calls medianAutomatedStoppingSpec.
    if (study.medianAutomatedStoppingSpec) {
        out.enableTrialEarlyStopping = true;
        if (study.medianAutomatedStoppingSpec->useElapsedDuration.value_or(false))
            report.noCounterpartInV1(joinPath(joinPath(path, "medianAutomatedStoppingSpec"), "useElapsedDuration"),
                "useElapsedDuration");
    }
    const auto unmapped = [&](bool present, const char* field) {
        if (present)
            report.noCounterpartInV1(joinPath(path, field), field);
    };
    unmapped(study.decayCurveStoppingSpec.has_value(), "decayCurveStoppingSpec");
    unmapped(study.convexAutomatedStoppingSpec.has_value(), "convexAutomatedStoppingSpec");
    unmapped(study.observationNoise.has_value() && !(*study.observationNoise == ObservationNoise::Unspecified),
        "observationNoise");
    // v1's final metric is the last one reported, Vertex's LAST_MEASUREMENT (also what unspecified means).
    unmapped(study.measurementSelectionType.has_value()
            && *study.measurementSelectionType == MeasurementSelection::BestMeasurement,
        "measurementSelectionType");
    unmapped(study.studyStoppingConfig.has_value(), "studyStoppingConfig");
    reportUnknownFields(study.unknown, path, report);
    return out;
}

} // namespace trainyard::spec::vertex
