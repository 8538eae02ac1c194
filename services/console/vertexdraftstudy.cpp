// VertexDraft: the study's parameter tree. A conditional parameter sits in its parent's
// conditionalParameterSpecs beside the parent values that bring it in, under the key that matches
// the parent's type: the tree's edits keep the two in step.

#include "console/vertexdraft.h"

#include "console/jsonmember.h"

#include <set>

namespace trainyard::ui {

namespace {
    constexpr const char* conditional = ".conditionalParameterSpecs[";

    void collect(const nlohmann::json& parameters, const std::string& prefix, bool nested, std::vector<std::string>& out)
    {
        if (!parameters.is_array())
            return;
        for (std::size_t i = 0; i < parameters.size(); ++i) {
            const std::string path = prefix + "[" + std::to_string(i) + "]" + (nested ? ".parameterSpec" : "");
            out.push_back(path);
            const nlohmann::json spec = nested ? member(parameters[i], "parameterSpec") : parameters[i];
            if (spec.is_object() && spec.contains("conditionalParameterSpecs"))
                collect(spec["conditionalParameterSpecs"], path + ".conditionalParameterSpecs", true, out);
        }
    }

    // A value spec a user starts from: something valid to edit rather than an empty one.
    nlohmann::json defaultValueSpec(VertexDraft::ParameterType type)
    {
        switch (type) {
        case VertexDraft::ParameterType::Double:
            return { { "minValue", 0.0 }, { "maxValue", 1.0 } };
        case VertexDraft::ParameterType::Integer:
            return { { "minValue", "1" }, { "maxValue", "10" } };
        case VertexDraft::ParameterType::Categorical:
            return { { "values", { "a", "b" } } };
        case VertexDraft::ParameterType::Discrete:
            return { { "values", { 1, 2, 4 } } };
        }
        return nlohmann::json::object();
    }

    const char* conditionKey(VertexDraft::ParameterType parent)
    {
        switch (parent) {
        case VertexDraft::ParameterType::Categorical:
            return "parentCategoricalValues";
        case VertexDraft::ParameterType::Integer:
            return "parentIntValues";
        default: // a double parent takes no children: the validator says so; discrete is the nearest
            return "parentDiscreteValues";
        }
    }

    // The first value a parent takes, as its condition lists values (int64 as strings).
    nlohmann::json firstValue(const nlohmann::json& parent, VertexDraft::ParameterType type)
    {
        const auto spec = member(parent, VertexDraft::valueSpecKey(type));
        if (type == VertexDraft::ParameterType::Integer)
            return spec.contains("minValue") ? spec["minValue"] : nlohmann::json("1");
        const nlohmann::json values = member(spec, "values");
        return values.is_array() && !values.empty() ? values.front() : nlohmann::json();
    }
} // namespace

std::string VertexDraft::valueSpecKey(ParameterType type)
{
    switch (type) {
    case ParameterType::Double:
        return "doubleValueSpec";
    case ParameterType::Integer:
        return "integerValueSpec";
    case ParameterType::Categorical:
        return "categoricalValueSpec";
    case ParameterType::Discrete:
        return "discreteValueSpec";
    }
    return {};
}

std::vector<std::string> VertexDraft::parameterPaths() const
{
    std::vector<std::string> out;
    collect(value("studySpec.parameters"), "studySpec.parameters", false, out);
    return out;
}

std::string VertexDraft::parentOf(const std::string& parameterPath)
{
    const auto at = parameterPath.rfind(conditional);
    return at == std::string::npos ? std::string() : parameterPath.substr(0, at);
}

int VertexDraft::depthOf(const std::string& parameterPath)
{
    int depth = 0;
    for (auto at = parameterPath.find(conditional); at != std::string::npos; at = parameterPath.find(conditional, at + 1))
        ++depth;
    return depth;
}

std::string VertexDraft::addParameter(const std::string& parentPath)
{
    std::set<std::string> ids;
    for (const auto& path : parameterPaths()) {
        const auto id = value(path + ".parameterId");
        if (id.is_string())
            ids.insert(id.get<std::string>());
    }
    std::string id;
    for (int n = 1; id.empty() || ids.count(id); ++n)
        id = "param" + std::to_string(n);
    const nlohmann::json parameter = { { "parameterId", id }, { valueSpecKey(ParameterType::Double), defaultValueSpec(ParameterType::Double) } };
    nlohmann::json document = this->document();
    std::string path;
    if (parentPath.empty()) {
        const auto list = nlohmann::json::json_pointer("/studySpec/parameters");
        if (!document.contains(list) || !document[list].is_array())
            document[list] = nlohmann::json::array();
        document[list].push_back(parameter);
        path = "studySpec.parameters[" + std::to_string(document[list].size() - 1) + "]";
    } else {
        const nlohmann::json parent = value(parentPath);
        const ParameterType type = parameterType(parentPath);
        nlohmann::json entry = { { "parameterSpec", parameter } };
        const nlohmann::json first = firstValue(parent, type);
        entry[conditionKey(type)] = { { "values", first.is_null() ? nlohmann::json::array() : nlohmann::json::array({ first }) } };
        nlohmann::json children = member(parent, "conditionalParameterSpecs");
        if (!children.is_array())
            children = nlohmann::json::array();
        children.push_back(entry);
        path = parentPath + conditional + std::to_string(children.size() - 1) + "].parameterSpec";
        setValue(parentPath + ".conditionalParameterSpecs", children); // judges, changed()
        return path;
    }
    replaceDocument(std::move(document));
    emit changed();
    return path;
}

void VertexDraft::removeParameter(const std::string& parameterPath)
{
    // The element to drop: the parameter itself at the top, its conditional entry below.
    std::string element = parameterPath;
    const std::string suffix = ".parameterSpec";
    if (depthOf(parameterPath) > 0 && element.size() > suffix.size() && element.ends_with(suffix))
        element.resize(element.size() - suffix.size());
    const auto open = element.rfind('[');
    if (open == std::string::npos)
        return;
    const std::string list = element.substr(0, open);
    const std::size_t index = std::stoul(element.substr(open + 1));
    nlohmann::json items = value(list);
    if (!items.is_array() || index >= items.size())
        return;
    items.erase(index);
    m_chosenType.clear(); // paths after it shift
    if (items.empty())
        clearValues({ list });
    else
        setValue(list, items);
}

VertexDraft::ParameterType VertexDraft::parameterType(const std::string& parameterPath) const
{
    const nlohmann::json parameter = value(parameterPath);
    for (ParameterType type : { ParameterType::Double, ParameterType::Integer, ParameterType::Categorical, ParameterType::Discrete }) {
        if (parameter.is_object() && parameter.contains(valueSpecKey(type)))
            return type;
    }
    const auto chosen = m_chosenType.find(parameterPath);
    return chosen == m_chosenType.end() ? ParameterType::Double : chosen->second;
}

void VertexDraft::setParameterType(const std::string& parameterPath, ParameterType type)
{
    if (type == parameterType(parameterPath))
        return;
    m_chosenType[parameterPath] = type;
    nlohmann::json parameter = value(parameterPath);
    if (!parameter.is_object())
        return;
    for (ParameterType other : { ParameterType::Double, ParameterType::Integer, ParameterType::Categorical, ParameterType::Discrete })
        parameter.erase(valueSpecKey(other));
    parameter[valueSpecKey(type)] = defaultValueSpec(type);
    // Only numbers take a scale.
    if (type == ParameterType::Categorical || type == ParameterType::Discrete)
        parameter.erase("scaleType");
    // The children's conditions follow the parent's new type, on its first value.
    if (parameter.contains("conditionalParameterSpecs") && parameter["conditionalParameterSpecs"].is_array()) {
        const nlohmann::json first = firstValue(parameter, type);
        for (auto& child : parameter["conditionalParameterSpecs"]) {
            for (const char* key : { "parentCategoricalValues", "parentIntValues", "parentDiscreteValues" })
                child.erase(key);
            child[conditionKey(type)] = { { "values", first.is_null() ? nlohmann::json::array() : nlohmann::json::array({ first }) } };
        }
    }
    setValue(parameterPath, parameter);
}

std::string VertexDraft::conditionPath(const std::string& parameterPath) const
{
    const std::string parent = parentOf(parameterPath);
    if (parent.empty())
        return {};
    const std::string suffix = ".parameterSpec";
    std::string entry = parameterPath.substr(0, parameterPath.size() - suffix.size());
    return entry + "." + conditionKey(parameterType(parent)) + ".values";
}

} // namespace trainyard::ui
