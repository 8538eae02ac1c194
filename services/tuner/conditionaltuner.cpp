#include "conditionaltuner.h"

#include "searchspace.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace trainyard::tuner {

namespace {

    // Rounds of asking the inner tuner again after duplicates, per trial wanted: a grid may hold many
    // points that differ only in an inactive parameter, each of which costs a round's slot.
    constexpr int roundsPerTrial = 64;

    bool sameValue(const std::string& a, const std::string& b)
    {
        if (a == b)
            return true;
        char* endA = nullptr;
        char* endB = nullptr;
        const double x = std::strtod(a.c_str(), &endA);
        const double y = std::strtod(b.c_str(), &endB);
        return !a.empty() && !b.empty() && *endA == '\0' && *endB == '\0' && x == y;
    }

    bool isActive(const std::string& name, const Assignment& assignment, const Conditions& conditions, int depth = 0)
    {
        const auto condition = conditions.find(name);
        if (condition == conditions.end())
            return assignment.contains(name);
        if (depth > static_cast<int>(conditions.size())) // a cycle: no parameter of it is ever active
            return false;
        const auto parent = assignment.find(condition->second.parent);
        if (parent == assignment.end() || !isActive(parent->first, assignment, conditions, depth + 1))
            return false;
        const auto& values = condition->second.parentValues;
        return std::any_of(values.begin(), values.end(), [&](const std::string& v) { return sameValue(v, parent->second); });
    }

} // namespace

Assignment activeParameters(const Assignment& assignment, const Conditions& conditions)
{
    Assignment active;
    for (const auto& [name, value] : assignment)
        if (isActive(name, assignment, conditions))
            active.emplace(name, value);
    return active;
}

std::unique_ptr<Tuner> ConditionalTuner::create(const spec::HyperparameterSpec& spec, Conditions conditions, std::uint64_t seed, std::string& error)
{
    auto space = SearchSpace::create(spec, error);
    if (!space)
        return nullptr;
    auto inner = Tuner::create(spec, seed, error);
    if (!inner)
        return nullptr;
    // The middle of every axis, snapped to what the parameter can take (see the class comment).
    SearchSpace::Point middle(space->featureCount(), 0.5);
    space->snap(middle);
    return std::make_unique<ConditionalTuner>(std::move(inner), std::move(conditions), space->decode(middle));
}

ConditionalTuner::ConditionalTuner(std::unique_ptr<Tuner> inner, Conditions conditions, Assignment imputed)
    : m_inner(std::move(inner))
    , m_conditions(std::move(conditions))
    , m_imputed(std::move(imputed))
{
}

Assignment ConditionalTuner::completed(const Assignment& parameters) const
{
    Assignment out = activeParameters(parameters, m_conditions);
    for (const auto& [name, value] : m_imputed)
        out.emplace(name, value); // only where the trial has no active value
    return out;
}

std::vector<Assignment> ConditionalTuner::suggest(const std::vector<Observation>& history, int count)
{
    std::vector<Observation> inner;
    std::set<Assignment> trials; // the distinct trials so far, as a trainer receives them
    for (const Observation& o : history) {
        Observation seen = o;
        seen.parameters = completed(o.parameters);
        inner.push_back(std::move(seen));
        trials.insert(activeParameters(o.parameters, m_conditions));
    }
    std::vector<Assignment> out;
    for (int round = 0; static_cast<int>(out.size()) < count && round < roundsPerTrial * count; ++round) {
        const auto suggestions = m_inner->suggest(inner, count - static_cast<int>(out.size()));
        if (suggestions.empty())
            break; // the inner space is exhausted
        for (const Assignment& raw : suggestions) {
            Assignment active = activeParameters(raw, m_conditions);
            // A raw point that is no trial of its own is only taken: marked failed, it teaches nothing.
            if (!trials.insert(active).second) {
                inner.push_back({ raw, Observation::Status::Failed, std::nullopt });
                continue; // the same trial as one before, but for inactive parameters
            }
            const Assignment full = completed(raw);
            inner.push_back({ full, Observation::Status::Pending, std::nullopt }); // as the trial will be seen once running
            if (full != raw)
                inner.push_back({ raw, Observation::Status::Failed, std::nullopt });
            if (static_cast<int>(out.size()) < count)
                out.push_back(std::move(active));
        }
    }
    return out;
}

} // namespace trainyard::tuner
