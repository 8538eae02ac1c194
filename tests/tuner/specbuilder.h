#pragma once

// Builds HyperparameterSpecs for the tuner tests in one line each.

#include "spec/hyperparameterspec.h"
#include "tuner/tuner.h"

#include <string>
#include <vector>

namespace tunertest {

using namespace trainyard;

inline spec::ParameterSpec doubleParam(std::string name, double lo, double hi, spec::ScaleType scale = spec::ScaleType::UnitLinear)
{
    spec::ParameterSpec p;
    p.parameterName = std::move(name);
    p.type = spec::ParameterType::Double;
    p.minValue = lo;
    p.maxValue = hi;
    p.scaleType = scale;
    return p;
}

inline spec::ParameterSpec integerParam(std::string name, double lo, double hi, spec::ScaleType scale = spec::ScaleType::UnitLinear)
{
    spec::ParameterSpec p = doubleParam(std::move(name), lo, hi, scale);
    p.type = spec::ParameterType::Integer;
    return p;
}

inline spec::ParameterSpec discreteParam(std::string name, std::vector<double> values, spec::ScaleType scale = spec::ScaleType::UnitLinear)
{
    spec::ParameterSpec p;
    p.parameterName = std::move(name);
    p.type = spec::ParameterType::Discrete;
    p.discreteValues = std::move(values);
    p.scaleType = scale;
    return p;
}

inline spec::ParameterSpec categoricalParam(std::string name, std::vector<std::string> values)
{
    spec::ParameterSpec p;
    p.parameterName = std::move(name);
    p.type = spec::ParameterType::Categorical;
    p.categoricalValues = std::move(values);
    return p;
}

inline spec::HyperparameterSpec study(std::vector<spec::ParameterSpec> params, spec::Algorithm algorithm = spec::Algorithm::Unspecified,
    spec::GoalType goal = spec::GoalType::Minimize)
{
    spec::HyperparameterSpec s;
    s.goal = goal;
    s.params = std::move(params);
    s.algorithm = algorithm;
    s.maxTrials = 50;
    return s;
}

inline tuner::Observation completed(tuner::Assignment a, double value)
{
    return { std::move(a), tuner::Observation::Status::Completed, value };
}

inline tuner::Observation pending(tuner::Assignment a)
{
    return { std::move(a), tuner::Observation::Status::Pending, std::nullopt };
}

inline tuner::Observation failed(tuner::Assignment a)
{
    return { std::move(a), tuner::Observation::Status::Failed, std::nullopt };
}

} // namespace tunertest
