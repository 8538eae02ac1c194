// Rules for a StudySpec: metrics, parameters and the tree of conditional parameters.

#include "vertexrules_p.h"

#include "spec/fieldpath.h"
#include "spec/validator.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace trainyard::spec::vertex {

namespace {
    bool isLog(const ParameterSpec& p)
    {
        return p.scaleType && (*p.scaleType == ScaleType::UnitLog || *p.scaleType == ScaleType::UnitReverseLog);
    }

    int valueSpecCount(const ParameterSpec& p)
    {
        return int(p.doubleValueSpec.has_value()) + int(p.integerValueSpec.has_value()) + int(p.categoricalValueSpec.has_value())
            + int(p.discreteValueSpec.has_value());
    }

    template <typename T>
    bool hasDuplicates(std::vector<T> values)
    {
        std::sort(values.begin(), values.end());
        return std::adjacent_find(values.begin(), values.end()) != values.end();
    }

    std::string parameterName(const ParameterSpec& p) { return p.parameterId.value_or(std::string()); }
} // namespace

void VertexRules::study(const StudySpec& s, const std::string& path)
{
    metrics(s, path);
    const std::string paramsPath = joinPath(path, "parameters");
    if (!s.parameters || s.parameters->empty()) {
        error(paramsPath, "vertex.parameterRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A study needs at least one parameter to tune."));
    } else {
        std::set<std::string> ids; // across the whole tree: a trial names each parameter once
        for (std::size_t i = 0; i < s.parameters->size(); ++i)
            parameter((*s.parameters)[i], indexPath(paramsPath, i), ids);
    }
    enumValue(s.algorithm, joinPath(path, "algorithm"));
    enumValue(s.observationNoise, joinPath(path, "observationNoise"));
    enumValue(s.measurementSelectionType, joinPath(path, "measurementSelectionType"));
}

void VertexRules::metrics(const StudySpec& s, const std::string& path)
{
    const std::string metricsPath = joinPath(path, "metrics");
    if (!s.metrics || s.metrics->empty()) {
        error(metricsPath, "vertex.metricRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A study needs at least one metric to optimise."));
        return;
    }
    std::set<std::string> ids;
    for (std::size_t i = 0; i < s.metrics->size(); ++i) {
        const MetricSpec& m = (*s.metrics)[i];
        const std::string here = indexPath(metricsPath, i);
        if (!m.metricId || m.metricId->empty())
            error(joinPath(here, "metricId"), "vertex.metricIdRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A metric needs its metricId, the name the trainer reports it under."));
        else if (!ids.insert(*m.metricId).second)
            error(joinPath(here, "metricId"), "vertex.metricIdDuplicate", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The metric %1 is listed twice."), { *m.metricId });
        if (!m.goal || *m.goal == Goal::Unspecified)
            error(joinPath(here, "goal"), "vertex.goalRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A metric needs a goal: MAXIMIZE or MINIMIZE."));
        else
            enumValue(m.goal, joinPath(here, "goal"));
    }
}

void VertexRules::parameter(const ParameterSpec& p, const std::string& path, std::set<std::string>& ids)
{
    if (!p.parameterId || p.parameterId->empty())
        error(joinPath(path, "parameterId"), "vertex.parameterIdRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A parameter needs its parameterId."));
    else if (!ids.insert(*p.parameterId).second)
        error(joinPath(path, "parameterId"), "vertex.parameterIdDuplicate",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The parameter %1 is defined twice; ids are unique across the whole study, conditional ones included."), { *p.parameterId });

    const int specs = valueSpecCount(p);
    if (specs == 0)
        error(path, "vertex.valueSpecRequired",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A parameter needs one value spec: doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec."));
    else if (specs > 1)
        error(path, "vertex.valueSpecMultiple", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A parameter has exactly one value spec; this one has %1."), { std::to_string(specs) });
    enumValue(p.scaleType, joinPath(path, "scaleType"));

    if (p.doubleValueSpec) {
        const DoubleValueSpec& d = *p.doubleValueSpec;
        const std::string here = joinPath(path, "doubleValueSpec");
        if (!d.minValue || !d.maxValue)
            error(here, "vertex.boundsRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A range parameter needs both minValue and maxValue."));
        else if (!(*d.minValue < *d.maxValue))
            error(joinPath(here, "minValue"), "vertex.minNotBelowMax", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "minValue (%1) must be below maxValue (%2)."),
                { formatNumber(*d.minValue), formatNumber(*d.maxValue) });
        else if (isLog(p) && *d.minValue <= 0)
            error(joinPath(here, "minValue"), "vertex.logScaleNeedsPositiveMin", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A log scale needs a positive minValue; it is %1."),
                { formatNumber(*d.minValue) });
        else if (d.defaultValue && (*d.defaultValue < *d.minValue || *d.defaultValue > *d.maxValue))
            error(joinPath(here, "defaultValue"), "vertex.defaultOutOfRange", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "defaultValue %1 lies outside [%2, %3]."),
                { formatNumber(*d.defaultValue), formatNumber(*d.minValue), formatNumber(*d.maxValue) });
    }
    if (p.integerValueSpec) {
        const IntegerValueSpec& n = *p.integerValueSpec;
        const std::string here = joinPath(path, "integerValueSpec");
        if (!n.minValue || !n.maxValue)
            error(here, "vertex.boundsRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A range parameter needs both minValue and maxValue."));
        else if (!(*n.minValue < *n.maxValue))
            error(joinPath(here, "minValue"), "vertex.minNotBelowMax", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "minValue (%1) must be below maxValue (%2)."),
                { std::to_string(*n.minValue), std::to_string(*n.maxValue) });
        else if (isLog(p) && *n.minValue <= 0)
            error(joinPath(here, "minValue"), "vertex.logScaleNeedsPositiveMin", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A log scale needs a positive minValue; it is %1."),
                { std::to_string(*n.minValue) });
        else if (n.defaultValue && (*n.defaultValue < *n.minValue || *n.defaultValue > *n.maxValue))
            error(joinPath(here, "defaultValue"), "vertex.defaultOutOfRange", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "defaultValue %1 lies outside [%2, %3]."),
                { std::to_string(*n.defaultValue), std::to_string(*n.minValue), std::to_string(*n.maxValue) });
    }
    if (p.categoricalValueSpec) {
        const CategoricalValueSpec& c = *p.categoricalValueSpec;
        const std::string here = joinPath(path, "categoricalValueSpec");
        if (!c.values || c.values->empty())
            error(joinPath(here, "values"), "vertex.valuesRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A categorical or discrete parameter needs at least one value."));
        else if (hasDuplicates(*c.values))
            error(joinPath(here, "values"), "vertex.valuesDuplicate", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The values of a parameter must be unique."));
        else if (c.defaultValue && std::find(c.values->begin(), c.values->end(), *c.defaultValue) == c.values->end())
            error(joinPath(here, "defaultValue"), "vertex.defaultNotAValue", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "defaultValue %1 is not one of the values."), { *c.defaultValue });
        if (p.scaleType && *p.scaleType != ScaleType::Unspecified)
            warning(joinPath(path, "scaleType"), "vertex.scaleTypeIgnored", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A categorical parameter has no scale; scaleType is ignored."));
    }
    if (p.discreteValueSpec) {
        const DiscreteValueSpec& d = *p.discreteValueSpec;
        const std::string here = joinPath(path, "discreteValueSpec");
        if (!d.values || d.values->empty())
            error(joinPath(here, "values"), "vertex.valuesRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A categorical or discrete parameter needs at least one value."));
        else if (hasDuplicates(*d.values))
            error(joinPath(here, "values"), "vertex.valuesDuplicate", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "The values of a parameter must be unique."));
        else if (isLog(p) && *std::min_element(d.values->begin(), d.values->end()) <= 0)
            error(joinPath(here, "values"), "vertex.logScaleNeedsPositiveMin", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A log scale needs a positive minValue; it is %1."),
                { formatNumber(*std::min_element(d.values->begin(), d.values->end())) });
        else if (d.defaultValue && std::find(d.values->begin(), d.values->end(), *d.defaultValue) == d.values->end())
            error(joinPath(here, "defaultValue"), "vertex.defaultNotAValue", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "defaultValue %1 is not one of the values."),
                { formatNumber(*d.defaultValue) });
    }

    if (p.conditionalParameterSpecs) {
        const std::string childrenPath = joinPath(path, "conditionalParameterSpecs");
        for (std::size_t i = 0; i < p.conditionalParameterSpecs->size(); ++i)
            condition((*p.conditionalParameterSpecs)[i], p, indexPath(childrenPath, i), ids);
    }
}

void VertexRules::condition(const ConditionalParameterSpec& c, const ParameterSpec& parent, const std::string& path, std::set<std::string>& ids)
{
    const int conditions = int(c.parentCategoricalValues.has_value()) + int(c.parentIntValues.has_value())
        + int(c.parentDiscreteValues.has_value());
    const std::string parentName = parameterName(parent);
    if (conditions == 0)
        error(path, "vertex.conditionRequired",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A conditional parameter needs the parent values that bring it in: parentCategoricalValues, parentIntValues or parentDiscreteValues."));
    else if (conditions > 1)
        error(path, "vertex.conditionMultiple", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A conditional parameter has exactly one parent condition; this one has %1."),
            { std::to_string(conditions) });

    if (c.parentCategoricalValues) {
        const std::string here = joinPath(joinPath(path, "parentCategoricalValues"), "values");
        const auto& values = c.parentCategoricalValues->values;
        if (!parent.categoricalValueSpec)
            error(joinPath(path, "parentCategoricalValues"), "vertex.conditionTypeMismatch",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "parentCategoricalValues needs a categorical parent; %1 is not one."), { parentName });
        else if (!values || values->empty())
            error(here, "vertex.conditionValuesRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A parent condition needs at least one value."));
        else
            for (const std::string& v : *values)
                if (const auto& allowed = parent.categoricalValueSpec->values;
                    !allowed || std::find(allowed->begin(), allowed->end(), v) == allowed->end())
                    error(here, "vertex.conditionValueImpossible", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 never takes the value %2."), { parentName, v });
    }
    if (c.parentIntValues) {
        const std::string here = joinPath(joinPath(path, "parentIntValues"), "values");
        const auto& values = c.parentIntValues->values;
        if (!parent.integerValueSpec)
            error(joinPath(path, "parentIntValues"), "vertex.conditionTypeMismatch",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "parentIntValues needs an integer parent; %1 is not one."), { parentName });
        else if (!values || values->empty())
            error(here, "vertex.conditionValuesRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A parent condition needs at least one value."));
        else
            for (std::int64_t v : *values) {
                const auto& spec = *parent.integerValueSpec;
                if ((spec.minValue && v < *spec.minValue) || (spec.maxValue && v > *spec.maxValue))
                    error(here, "vertex.conditionValueImpossible", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 never takes the value %2."), { parentName, std::to_string(v) });
            }
    }
    if (c.parentDiscreteValues) {
        const std::string here = joinPath(joinPath(path, "parentDiscreteValues"), "values");
        const auto& values = c.parentDiscreteValues->values;
        if (!parent.discreteValueSpec)
            error(joinPath(path, "parentDiscreteValues"), "vertex.conditionTypeMismatch",
                QT_TRANSLATE_NOOP("trainyard::spec::Validator", "parentDiscreteValues needs a discrete parent; %1 is not one."), { parentName });
        else if (!values || values->empty())
            error(here, "vertex.conditionValuesRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A parent condition needs at least one value."));
        else
            for (double v : *values)
                if (const auto& allowed = parent.discreteValueSpec->values;
                    !allowed || std::find(allowed->begin(), allowed->end(), v) == allowed->end())
                    error(here, "vertex.conditionValueImpossible", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 never takes the value %2."), { parentName, formatNumber(v) });
    }

    if (!c.parameterSpec)
        error(joinPath(path, "parameterSpec"), "vertex.conditionalParameterRequired", QT_TRANSLATE_NOOP("trainyard::spec::Validator", "A conditional entry needs its parameterSpec."));
    else
        parameter(*c.parameterSpec, joinPath(path, "parameterSpec"), ids);
}

} // namespace trainyard::spec::vertex
