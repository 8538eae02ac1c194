// Trials between v1 (trainingOutput.trials: every value as text, one objective) and Vertex (typed
// values, measurements holding named metrics). The study decides the types: v1 text cannot say
// whether "3" was the integer 3 or the category "3".

#include "conversion.h"

#include "spec/numbers.h"

#include <charconv>
#include <cmath>

namespace trainyard::spec::vertex {

namespace {
    enum class Kind { Unknown, Double, Integer, Categorical, Discrete };

    Kind kindOf(const ParameterSpec& p)
    {
        if (p.doubleValueSpec)
            return Kind::Double;
        if (p.integerValueSpec)
            return Kind::Integer;
        if (p.categoricalValueSpec)
            return Kind::Categorical;
        if (p.discreteValueSpec)
            return Kind::Discrete;
        return Kind::Unknown;
    }

    // Each parameter of the study, its conditional children after their parent (depth first): the
    // order a user reads the study in.
    class StudyParameters {
    public:
        explicit StudyParameters(const StudySpec& study)
        {
            if (study.parameters)
                collect(*study.parameters);
        }
        Kind kind(const std::string& id) const
        {
            for (const auto& [name, kind] : m_kinds) {
                if (name == id)
                    return kind;
            }
            return Kind::Unknown;
        }
        const std::vector<std::pair<std::string, Kind>>& ordered() const { return m_kinds; }

    private:
        void collect(const std::vector<ParameterSpec>& params)
        {
            for (const auto& p : params) {
                m_kinds.emplace_back(p.parameterId.value_or(std::string {}), kindOf(p));
                if (!p.conditionalParameterSpecs)
                    continue;
                for (const auto& child : *p.conditionalParameterSpecs) {
                    if (child.parameterSpec)
                        collect({ *child.parameterSpec });
                }
            }
        }
        std::vector<std::pair<std::string, Kind>> m_kinds;
    };

    std::string objectiveMetricId(const StudySpec& study)
    {
        if (study.metrics && !study.metrics->empty())
            return study.metrics->front().metricId.value_or(std::string {});
        return {};
    }

    // The shortest text that reads back as the same double, without a trailing ".0" for integers.
    std::string formatNumber(double value)
    {
        char buffer[64];
        const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
        if (ec != std::errc {})
            return std::to_string(value);
        return std::string(buffer, end);
    }

    OpaqueJson typedValue(const std::string& text, Kind kind)
    {
        switch (kind) {
        case Kind::Integer:
            if (const auto i = parseInteger<std::int64_t>(text))
                return *i;
            if (const auto d = parseDouble(text); d && std::isfinite(*d))
                return *d;
            return text;
        case Kind::Double:
        case Kind::Discrete:
            if (const auto d = parseDouble(text); d && std::isfinite(*d))
                return *d;
            return text;
        case Kind::Categorical:
        case Kind::Unknown:
            break;
        }
        return text;
    }

    std::string valueText(const OpaqueJson& value, Kind kind)
    {
        if (value.is_string())
            return value.get<std::string>();
        if (value.is_number_integer())
            return value.dump();
        if (value.is_number_float()) {
            const double d = value.get<double>();
            if (kind == Kind::Integer) {
                if (const auto i = integralDouble<std::int64_t>(d))
                    return std::to_string(*i);
            }
            return formatNumber(d);
        }
        return value.dump();
    }

    Measurement toMeasurement(const spec::HyperparameterMetric& metric, const std::string& metricId)
    {
        Measurement m;
        m.stepCount = metric.trainingStep;
        if (metric.objectiveValue) {
            MeasurementMetric value;
            if (!metricId.empty())
                value.metricId = metricId;
            value.value = metric.objectiveValue;
            m.metrics = std::vector<MeasurementMetric> { value };
        }
        return m;
    }

    // The objective among a measurement's metrics: the study's first metric, or the only one.
    spec::HyperparameterMetric toMetric(const Measurement& m, const std::string& metricId)
    {
        spec::HyperparameterMetric metric;
        metric.trainingStep = m.stepCount;
        if (m.metrics) {
            for (const auto& value : *m.metrics) {
                if (value.metricId.value_or(std::string {}) == metricId || m.metrics->size() == 1) {
                    metric.objectiveValue = value.value;
                    break;
                }
            }
        }
        return metric;
    }
} // namespace

std::vector<Trial> toVertexTrials(const std::vector<spec::HyperparameterOutput>& trials, const StudySpec& study,
    const std::function<std::string(const std::string& trialId)>& customJobName)
{
    const StudyParameters parameters(study);
    const std::string metricId = objectiveMetricId(study);
    std::vector<Trial> out;
    out.reserve(trials.size());
    for (const auto& in : trials) {
        Trial trial;
        trial.id = in.trialId;
        if (in.state)
            trial.state = toVertexTrialState(in.state->value());
        if (in.hyperparameters) {
            // The study's order first (v1's map is sorted by name), then what the study does not name.
            std::vector<TrialParameter> values;
            for (const auto& [id, kind] : parameters.ordered()) {
                if (const auto it = in.hyperparameters->find(id); it != in.hyperparameters->end())
                    values.push_back({ id, typedValue(it->second, kind), {} });
            }
            for (const auto& [id, text] : *in.hyperparameters) {
                if (parameters.kind(id) == Kind::Unknown)
                    values.push_back({ id, OpaqueJson(text), {} });
            }
            trial.parameters = std::move(values);
        }
        if (in.finalMetric)
            trial.finalMeasurement = toMeasurement(*in.finalMetric, metricId);
        if (in.allMetrics) {
            std::vector<Measurement> measurements;
            for (const auto& metric : *in.allMetrics)
                measurements.push_back(toMeasurement(metric, metricId));
            trial.measurements = std::move(measurements);
        }
        trial.startTime = in.startTime;
        trial.endTime = in.endTime;
        trial.webAccessUris = in.webAccessUris;
        if (customJobName && in.trialId) {
            if (std::string name = customJobName(*in.trialId); !name.empty())
                trial.customJob = std::move(name);
        }
        out.push_back(std::move(trial));
    }
    return out;
}

std::vector<spec::HyperparameterOutput> toV1Trials(const std::vector<Trial>& trials, const StudySpec& study)
{
    const StudyParameters parameters(study);
    const std::string metricId = objectiveMetricId(study);
    std::vector<spec::HyperparameterOutput> out;
    out.reserve(trials.size());
    for (const auto& in : trials) {
        spec::HyperparameterOutput trial;
        trial.trialId = in.id;
        if (in.state)
            trial.state = toV1TrialState(in.state->value());
        if (in.parameters) {
            std::map<std::string, std::string> values;
            for (const auto& p : *in.parameters) {
                if (p.parameterId && p.value)
                    values[*p.parameterId] = valueText(*p.value, parameters.kind(*p.parameterId));
            }
            trial.hyperparameters = std::move(values);
        }
        if (in.finalMeasurement)
            trial.finalMetric = toMetric(*in.finalMeasurement, metricId);
        if (in.measurements) {
            std::vector<spec::HyperparameterMetric> metrics;
            for (const auto& m : *in.measurements)
                metrics.push_back(toMetric(m, metricId));
            trial.allMetrics = std::move(metrics);
        }
        trial.startTime = in.startTime;
        trial.endTime = in.endTime;
        trial.webAccessUris = in.webAccessUris;
        out.push_back(std::move(trial));
    }
    return out;
}

} // namespace trainyard::spec::vertex
