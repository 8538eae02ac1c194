// trainingInput.hyperparameters -> studySpec: one metric, a flat list of parameters.

#include "fromv1_p.h"

#include "spec/numbers.h"

namespace trainyard::spec::vertex {

namespace {
    const std::string base = "trainingInput.hyperparameters";

    std::optional<Enum<ScaleType>> toVertexScale(
        const std::optional<spec::Enum<spec::ScaleType>>& scale, const std::string& path, ConversionReport& report)
    {
        if (!scale || !report.recognized(*scale, path))
            return std::nullopt;
        switch (scale->value()) {
        case spec::ScaleType::None:
            return ScaleType::Unspecified;
        case spec::ScaleType::UnitLinear:
            return ScaleType::UnitLinear;
        case spec::ScaleType::UnitLog:
            return ScaleType::UnitLog;
        case spec::ScaleType::UnitReverseLog:
            return ScaleType::UnitReverseLog;
        }
        return std::nullopt;
    }

    std::optional<std::int64_t> integerBound(const std::optional<double>& value, const std::string& path, ConversionReport& report)
    {
        if (!value)
            return std::nullopt;
        if (const auto i = integralDouble<std::int64_t>(*value))
            return *i;
        report.warn(path, "convert.integerBound",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                "%1 is not a whole number; an integer parameter of a Vertex study needs whole bounds, so it was left out."),
            { std::to_string(*value) });
        return std::nullopt;
    }

    ParameterSpec toVertexParameter(const spec::ParameterSpec& p, const std::string& path, ConversionReport& report)
    {
        ParameterSpec out;
        out.parameterId = p.parameterName;
        out.scaleType = toVertexScale(p.scaleType, joinPath(path, "scaleType"), report);
        const auto type = p.type ? p.type->value() : spec::ParameterType::Unspecified;
        switch (type) {
        case spec::ParameterType::Double:
            out.doubleValueSpec = DoubleValueSpec { p.minValue, p.maxValue, std::nullopt, {} };
            break;
        case spec::ParameterType::Integer:
            out.integerValueSpec = IntegerValueSpec { integerBound(p.minValue, joinPath(path, "minValue"), report),
                integerBound(p.maxValue, joinPath(path, "maxValue"), report), std::nullopt, {} };
            break;
        case spec::ParameterType::Categorical:
            out.categoricalValueSpec = CategoricalValueSpec { p.categoricalValues, std::nullopt, {} };
            break;
        case spec::ParameterType::Discrete:
            out.discreteValueSpec = DiscreteValueSpec { p.discreteValues, std::nullopt, {} };
            break;
        case spec::ParameterType::Unspecified:
            report.warn(joinPath(path, "type"), "convert.parameterType",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator",
                    "Parameter %1 has no type, so no value spec could be written for it."),
                { p.parameterName.value_or(std::string {}) });
            break;
        }
        reportUnknownV1Fields(p.unknown, path, report);
        return out;
    }
} // namespace

StudySpec toStudySpec(const spec::HyperparameterSpec& hp, ConversionReport& report)
{
    StudySpec study;
    MetricSpec metric;
    // v1's default tag is what the trainer reports when it names none; Vertex needs the id spelled out.
    metric.metricId = hp.hyperparameterMetricTag.value_or(spec::HyperparameterSpec::defaultMetricTag);
    if (hp.goal && report.recognized(*hp.goal, joinPath(base, "goal"))) {
        switch (hp.goal->value()) {
        case spec::GoalType::Unspecified:
            metric.goal = Goal::Unspecified;
            break;
        case spec::GoalType::Maximize:
            metric.goal = Goal::Maximize;
            break;
        case spec::GoalType::Minimize:
            metric.goal = Goal::Minimize;
            break;
        }
    }
    study.metrics = std::vector<MetricSpec> { metric };
    if (hp.params) {
        std::vector<ParameterSpec> parameters;
        for (std::size_t i = 0; i < hp.params->size(); ++i)
            parameters.push_back(toVertexParameter((*hp.params)[i], indexPath(joinPath(base, "params"), i), report));
        study.parameters = std::move(parameters);
    }
    if (hp.algorithm && report.recognized(*hp.algorithm, joinPath(base, "algorithm"))) {
        switch (hp.algorithm->value()) {
        case spec::Algorithm::Unspecified:
            study.algorithm = Algorithm::Unspecified;
            break;
        case spec::Algorithm::GridSearch:
            study.algorithm = Algorithm::GridSearch;
            break;
        case spec::Algorithm::RandomSearch:
            study.algorithm = Algorithm::RandomSearch;
            break;
        }
    }
    // v1's early stopping is the median rule.
    if (hp.enableTrialEarlyStopping.value_or(false))
        study.medianAutomatedStoppingSpec = StoppingSpec {};
    if (hp.resumePreviousJobId)
        report.noCounterpartInVertex(joinPath(base, "resumePreviousJobId"), "resumePreviousJobId");
    reportUnknownV1Fields(hp.unknown, base, report);
    return study;
}

} // namespace trainyard::spec::vertex
