#pragma once

#include "tuner.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace trainyard::tuner {

// A parameter that exists only while its parent takes one of `parentValues` (Vertex's
// conditionalParameterSpecs: "momentum" only when "optimizer" is "sgd"). Values are compared as an
// Assignment writes them, numbers by value ("3" and "3.0" match).
struct ParameterCondition {
    std::string parent;
    std::vector<std::string> parentValues;
};
using Conditions = std::map<std::string, ParameterCondition>; // by the conditional parameter's name

// The parameters of `assignment` that are active: those without a condition, and those whose parent
// is active and takes one of the listed values (so a child of an inactive parent is inactive too).
Assignment activeParameters(const Assignment& assignment, const Conditions& conditions);

// Suggests trials of a study with conditional parameters, through any of the flat tuners (grid,
// random, Bayesian) over the space of every parameter, conditional ones included.
//
// What the inner tuner sees: each trial with its inactive parameters imputed at the middle of their
// range (the value at 0.5 of the scaled axis; the first category of a categorical one). A constant
// puts every trial that lacked the parameter at one place on that axis, so they neither spread over it
// as if it had mattered to them nor get dropped (a flat tuner cannot place a trial missing a
// parameter); the middle is the constant nearest on average to the values active trials take, which
// disturbs the GP's length scale on that axis least.
// What it suggests: only the active parameters of each of the inner tuner's suggestions. Two inner
// points that differ only in inactive parameters are one trial: the second is dropped (marked taken
// for the inner tuner) and another asked for, so a grid ends when its distinct trials are exhausted.
class ConditionalTuner : public Tuner {
public:
    // Null with `error` set when the flat spec cannot be tuned (Tuner::create).
    static std::unique_ptr<Tuner> create(const spec::HyperparameterSpec& spec, Conditions conditions, std::uint64_t seed, std::string& error);

    ConditionalTuner(std::unique_ptr<Tuner> inner, Conditions conditions, Assignment imputed);

    std::vector<Assignment> suggest(const std::vector<Observation>& history, int count) override;

    // A trial's parameters with the inactive ones set to their imputed values: the inner tuner's view.
    Assignment completed(const Assignment& parameters) const;

private:
    std::unique_ptr<Tuner> m_inner;
    Conditions m_conditions;
    Assignment m_imputed; // every parameter's imputed value
};

} // namespace trainyard::tuner
