#pragma once

#include "tuner.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::tuner {

class Rng;

// The study's parameters as a box the optimisers work in, and the way back to the text a trainer
// receives. A point is a vector of features in [0, 1]:
// - DOUBLE and INTEGER: one feature, the value scaled to [0, 1] by its scale type
//   (UNIT_LINEAR_SCALE, or no scale: linear; UNIT_LOG_SCALE: z = (ln x − ln lo)/(ln hi − ln lo);
//   UNIT_REVERSE_LOG_SCALE: z = 1 − (ln(hi + lo − x) − ln lo)/(ln hi − ln lo)). INTEGER is relaxed to
//   the continuum and rounded (in value space) when snapped.
// - DISCRETE: one feature, ordinal: each listed value scaled between the smallest and the largest as
//   above; a point snaps to the nearest listed value.
// - CATEGORICAL: one feature per category, one-hot; a point snaps to its largest feature.
class SearchSpace {
public:
    enum class Kind { Double, Integer, Discrete, Categorical };

    struct Parameter {
        std::string name;
        Kind kind = Kind::Double;
        spec::ScaleType scale = spec::ScaleType::UnitLinear; // NONE reads as linear
        double lo = 0.0; // DOUBLE/INTEGER bounds; DISCRETE: smallest and largest value
        double hi = 1.0;
        std::vector<double> values; // DISCRETE, ascending
        std::vector<double> valueUnits; // DISCRETE: each value's feature
        std::vector<std::string> categories; // CATEGORICAL, in the spec's order
        std::size_t feature = 0; // index of its (first) feature
    };

    using Point = std::vector<double>;

    // Null with `error` set for a spec no algorithm can search: no parameters, a missing or unknown
    // type, missing or inverted bounds, a log scale over values ≤ 0, an INTEGER range holding no
    // integer, an empty list of values or categories.
    static std::optional<SearchSpace> create(const spec::HyperparameterSpec& spec, std::string& error);

    const std::vector<Parameter>& parameters() const { return m_parameters; }
    std::size_t featureCount() const { return m_featureCount; }
    // True for features that may take any value in [0, 1] (DOUBLE parameters); the rest are snapped.
    const std::vector<bool>& continuous() const { return m_continuous; }

    // Number of distinct points when no parameter is DOUBLE; nullopt for a continuous space or one
    // too large to count (more than 2^53 points).
    std::optional<std::uint64_t> finiteSize() const { return m_finiteSize; }
    // The point with this index in the fixed enumeration order of a finite space: parameters in the
    // spec's order, the last one varying fastest; values ascending, categories as listed.
    Point pointAt(std::uint64_t index) const;

    // A parameter's value ↔ its feature (numeric kinds).
    static double toUnit(const Parameter& p, double value);
    static double fromUnit(const Parameter& p, double unit);

    Point sample(Rng& rng) const; // uniform on the scaled axes: log-uniform on a log scale
    void snap(Point& point) const; // the nearest feasible point

    // The trial's text: DOUBLE values rounded to 12 significant digits, then written in the shortest
    // form that reads back exactly; INTEGER without ".0"; DISCRETE as the listed value; categories as given.
    Assignment decode(const Point& point) const;
    // Nullopt when a parameter is missing, unreadable, outside its bounds or an unknown category:
    // such a trial (say, from a resumed job with another spec) cannot be placed in this space.
    std::optional<Point> encode(const Assignment& assignment) const;
    // The identity of a trial as this space sees it: only the spec's parameters, numbers rewritten in
    // the form decode() writes them ("3.0" → "3", "1e-3" → "0.001"). Two trials with equal canonical
    // forms are the same trial.
    Assignment canonical(const Assignment& assignment) const;

    static std::string formatNumber(double value); // shortest text that reads back exactly
    static std::string formatInteger(double value); // a whole number, no ".0" or exponent

private:
    std::vector<Parameter> m_parameters;
    std::vector<bool> m_continuous;
    std::size_t m_featureCount = 0;
    std::optional<std::uint64_t> m_finiteSize;
};

} // namespace trainyard::tuner
