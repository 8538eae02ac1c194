#include "vertexstudy.h"

#include "spec/vertex/jsoncodec.h"

#include <algorithm>
#include <charconv>
#include <functional>

namespace trainyard::daemon {

namespace {

    namespace vertex = spec::vertex;

    std::optional<vertex::StudySpec> studyOf(const VertexOrigin* origin)
    {
        if (!origin || origin->kind != VertexOrigin::Kind::HyperparameterTuningJob || !origin->resource.is_object())
            return std::nullopt;
        const auto study = origin->resource.find("studySpec");
        if (study == origin->resource.end())
            return std::nullopt;
        auto decoded = spec::fromJson<vertex::StudySpec>(*study);
        return decoded.value; // the surface validated the resource at create: a study that does not decode tunes as v1
    }

    // Every conditional parameter under `parameters`, with its parent, depth first.
    void walk(const std::vector<vertex::ParameterSpec>& parameters,
        const std::function<void(const vertex::ParameterSpec& parent, const vertex::ConditionalParameterSpec& child)>& visit)
    {
        for (const auto& parent : parameters) {
            for (const auto& child : parent.conditionalParameterSpecs.value_or(std::vector<vertex::ConditionalParameterSpec> {})) {
                if (!child.parameterSpec)
                    continue;
                visit(parent, child);
                walk({ *child.parameterSpec }, visit);
            }
        }
    }

    std::optional<spec::Enum<spec::ScaleType>> v1Scale(const std::optional<spec::Enum<vertex::ScaleType>>& scale)
    {
        if (!scale)
            return std::nullopt;
        switch (scale->value()) {
        case vertex::ScaleType::UnitLinear:
            return spec::ScaleType::UnitLinear;
        case vertex::ScaleType::UnitLog:
            return spec::ScaleType::UnitLog;
        case vertex::ScaleType::UnitReverseLog:
            return spec::ScaleType::UnitReverseLog;
        case vertex::ScaleType::Unspecified:
            break;
        }
        return spec::ScaleType::None;
    }

    // The shortest text that reads back as `value`; the tuner compares conditions by value anyway.
    std::string shortest(double value)
    {
        char text[32];
        const auto end = std::to_chars(text, text + sizeof text, value).ptr;
        return std::string(text, end);
    }

    // The parameter as v1 writes one (spec/hyperparameterspec.h), the tuner's input.
    spec::ParameterSpec v1Parameter(const vertex::ParameterSpec& p)
    {
        spec::ParameterSpec out;
        out.parameterName = p.parameterId;
        out.scaleType = v1Scale(p.scaleType);
        if (p.doubleValueSpec) {
            out.type = spec::ParameterType::Double;
            out.minValue = p.doubleValueSpec->minValue;
            out.maxValue = p.doubleValueSpec->maxValue;
        } else if (p.integerValueSpec) {
            out.type = spec::ParameterType::Integer;
            if (p.integerValueSpec->minValue)
                out.minValue = static_cast<double>(*p.integerValueSpec->minValue);
            if (p.integerValueSpec->maxValue)
                out.maxValue = static_cast<double>(*p.integerValueSpec->maxValue);
        } else if (p.categoricalValueSpec) {
            out.type = spec::ParameterType::Categorical;
            out.categoricalValues = p.categoricalValueSpec->values;
        } else if (p.discreteValueSpec) {
            out.type = spec::ParameterType::Discrete;
            out.discreteValues = p.discreteValueSpec->values;
        }
        return out;
    }

} // namespace

spec::Job withConditionalParameters(spec::Job job, const VertexOrigin* origin)
{
    const auto study = studyOf(origin);
    if (!study || !study->parameters || !job.trainingInput || !job.trainingInput->hyperparameters)
        return job;
    auto& params = job.trainingInput->hyperparameters->params;
    if (!params)
        params.emplace();
    walk(*study->parameters, [&params](const vertex::ParameterSpec&, const vertex::ConditionalParameterSpec& child) {
        const auto& id = child.parameterSpec->parameterId;
        if (std::none_of(params->begin(), params->end(), [&id](const spec::ParameterSpec& p) { return p.parameterName == id; }))
            params->push_back(v1Parameter(*child.parameterSpec));
    });
    return job;
}

tuner::Conditions conditionsOf(const VertexOrigin* origin)
{
    tuner::Conditions conditions;
    const auto study = studyOf(origin);
    if (!study || !study->parameters)
        return conditions;
    walk(*study->parameters, [&conditions](const vertex::ParameterSpec& parent, const vertex::ConditionalParameterSpec& child) {
        tuner::ParameterCondition condition;
        condition.parent = parent.parameterId.value_or("");
        if (child.parentCategoricalValues)
            condition.parentValues = child.parentCategoricalValues->values.value_or(std::vector<std::string> {});
        for (const auto value : child.parentIntValues ? child.parentIntValues->values.value_or(std::vector<std::int64_t> {}) : std::vector<std::int64_t> {})
            condition.parentValues.push_back(std::to_string(value));
        for (const double value : child.parentDiscreteValues ? child.parentDiscreteValues->values.value_or(std::vector<double> {}) : std::vector<double> {})
            condition.parentValues.push_back(shortest(value));
        conditions[child.parameterSpec->parameterId.value_or("")] = std::move(condition);
    });
    return conditions;
}

} // namespace trainyard::daemon
