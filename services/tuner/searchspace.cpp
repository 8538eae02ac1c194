#include "searchspace.h"

#include "rng.h"
#include "spec/numbers.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace trainyard::tuner {

namespace {
    bool isLog(spec::ScaleType scale) { return scale == spec::ScaleType::UnitLog || scale == spec::ScaleType::UnitReverseLog; }

    std::size_t nearestIndex(const std::vector<double>& sorted, double x)
    {
        const auto it = std::lower_bound(sorted.begin(), sorted.end(), x);
        if (it == sorted.begin())
            return 0;
        if (it == sorted.end())
            return sorted.size() - 1;
        const auto upper = static_cast<std::size_t>(it - sorted.begin());
        // Ties go to the smaller value so snapping never depends on anything but the point.
        return (x - sorted[upper - 1] <= sorted[upper] - x) ? upper - 1 : upper;
    }

    std::size_t argmax(const SearchSpace::Point& point, std::size_t first, std::size_t count)
    {
        std::size_t best = 0;
        for (std::size_t j = 1; j < count; ++j) {
            if (point[first + j] > point[first + best])
                best = j;
        }
        return best;
    }

    // A DOUBLE's value rounded to 12 significant digits. exp(ln x) and friends rarely give back x
    // exactly, so full precision would write the centre of [1e-4, 1] on a log scale as
    // 0.010000000000000002 and make text → point → text drift; 12 digits keep flags readable and the
    // round trip stable, and move the value by at most 5e-13 of itself.
    double twelveDigits(double value)
    {
        char buffer[64];
        const auto written = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 12);
        double rounded = value;
        std::from_chars(buffer, written.ptr, rounded);
        return rounded;
    }

    // Integers an INTEGER parameter may take.
    double integerLow(const SearchSpace::Parameter& p) { return std::ceil(p.lo); }
    double integerHigh(const SearchSpace::Parameter& p) { return std::floor(p.hi); }

    // Points per parameter in a finite space.
    std::uint64_t levels(const SearchSpace::Parameter& p)
    {
        switch (p.kind) {
        case SearchSpace::Kind::Integer:
            return static_cast<std::uint64_t>(integerHigh(p) - integerLow(p)) + 1;
        case SearchSpace::Kind::Discrete:
            return p.values.size();
        case SearchSpace::Kind::Categorical:
            return p.categories.size();
        case SearchSpace::Kind::Double:
            break;
        }
        return 0;
    }
} // namespace

std::optional<SearchSpace> SearchSpace::create(const spec::HyperparameterSpec& spec, std::string& error)
{
    if (!spec.params || spec.params->empty()) {
        error = "hyperparameters.params: at least one parameter is needed";
        return std::nullopt;
    }
    SearchSpace space;
    constexpr double countable = 9007199254740992.0; // 2^53: beyond that, treat as uncountable
    double size = 1.0;
    bool finite = true;
    for (std::size_t i = 0; i < spec.params->size(); ++i) {
        const spec::ParameterSpec& ps = (*spec.params)[i];
        Parameter p;
        p.name = ps.parameterName.value_or(std::string());
        const std::string where = "hyperparameters.params[" + std::to_string(i) + "] (" + p.name + "): ";
        if (p.name.empty()) {
            error = where + "the parameter has no name";
            return std::nullopt;
        }
        for (const Parameter& other : space.m_parameters) {
            if (other.name == p.name) {
                error = where + "the name is used twice";
                return std::nullopt;
            }
        }
        const auto scale = ps.scaleType ? ps.scaleType->value() : spec::ScaleType::None;
        p.scale = scale == spec::ScaleType::None ? spec::ScaleType::UnitLinear : scale;
        const auto type = ps.type ? ps.type->value() : spec::ParameterType::Unspecified;
        switch (type) {
        case spec::ParameterType::Double:
        case spec::ParameterType::Integer:
            p.kind = type == spec::ParameterType::Double ? Kind::Double : Kind::Integer;
            if (!ps.minValue || !ps.maxValue || !std::isfinite(*ps.minValue) || !std::isfinite(*ps.maxValue)
                || !(*ps.minValue < *ps.maxValue)) {
                error = where + "minValue and maxValue are needed, with minValue < maxValue";
                return std::nullopt;
            }
            p.lo = *ps.minValue;
            p.hi = *ps.maxValue;
            if (p.kind == Kind::Integer && integerLow(p) > integerHigh(p)) {
                error = where + "no integer lies between minValue and maxValue";
                return std::nullopt;
            }
            if (p.kind == Kind::Integer && (std::abs(p.lo) > countable || std::abs(p.hi) > countable)) {
                error = where + "INTEGER bounds beyond ±2^53 cannot be told apart";
                return std::nullopt;
            }
            break;
        case spec::ParameterType::Discrete:
            p.kind = Kind::Discrete;
            if (!ps.discreteValues || ps.discreteValues->empty()) {
                error = where + "discreteValues is empty";
                return std::nullopt;
            }
            p.values = *ps.discreteValues;
            std::sort(p.values.begin(), p.values.end());
            p.values.erase(std::unique(p.values.begin(), p.values.end()), p.values.end());
            if (!std::all_of(p.values.begin(), p.values.end(), [](double v) { return std::isfinite(v); })) {
                error = where + "discreteValues must be finite numbers";
                return std::nullopt;
            }
            p.lo = p.values.front();
            p.hi = p.values.back();
            break;
        case spec::ParameterType::Categorical:
            p.kind = Kind::Categorical;
            if (!ps.categoricalValues || ps.categoricalValues->empty()) {
                error = where + "categoricalValues is empty";
                return std::nullopt;
            }
            for (const std::string& c : *ps.categoricalValues) {
                if (std::find(p.categories.begin(), p.categories.end(), c) == p.categories.end())
                    p.categories.push_back(c);
            }
            p.scale = spec::ScaleType::UnitLinear; // categories have no scale
            break;
        case spec::ParameterType::Unspecified:
            error = where + "type must be DOUBLE, INTEGER, CATEGORICAL or DISCRETE";
            return std::nullopt;
        }
        if (p.kind != Kind::Categorical && isLog(p.scale) && !(p.lo > 0.0)) {
            error = where + "a logarithmic scale needs values above zero";
            return std::nullopt;
        }
        for (double v : p.values)
            p.valueUnits.push_back(toUnit(p, v));
        p.feature = space.m_featureCount;
        const std::size_t width = p.kind == Kind::Categorical ? p.categories.size() : 1;
        space.m_featureCount += width;
        space.m_continuous.insert(space.m_continuous.end(), width, p.kind == Kind::Double);
        if (p.kind == Kind::Double)
            finite = false;
        else
            size *= static_cast<double>(levels(p));
        space.m_parameters.push_back(std::move(p));
    }
    if (finite && size <= countable)
        space.m_finiteSize = static_cast<std::uint64_t>(size);
    return space;
}

double SearchSpace::toUnit(const Parameter& p, double value)
{
    if (!(p.hi > p.lo))
        return 0.5; // a single DISCRETE value: the middle of nowhere
    switch (p.scale) {
    case spec::ScaleType::UnitLog:
        return (std::log(value) - std::log(p.lo)) / (std::log(p.hi) - std::log(p.lo));
    case spec::ScaleType::UnitReverseLog:
        return 1.0 - (std::log(p.hi + p.lo - value) - std::log(p.lo)) / (std::log(p.hi) - std::log(p.lo));
    case spec::ScaleType::None:
    case spec::ScaleType::UnitLinear:
        break;
    }
    return (value - p.lo) / (p.hi - p.lo);
}

double SearchSpace::fromUnit(const Parameter& p, double unit)
{
    // The ends map to the bounds exactly: exp(log(hi)) need not be hi.
    if (!(unit > 0.0))
        return p.lo;
    if (!(unit < 1.0))
        return p.hi;
    double value = 0.0;
    switch (p.scale) {
    case spec::ScaleType::UnitLog:
        value = std::exp(std::log(p.lo) + unit * (std::log(p.hi) - std::log(p.lo)));
        break;
    case spec::ScaleType::UnitReverseLog:
        value = p.hi + p.lo - std::exp(std::log(p.lo) + (1.0 - unit) * (std::log(p.hi) - std::log(p.lo)));
        break;
    case spec::ScaleType::None:
    case spec::ScaleType::UnitLinear:
        value = p.lo + unit * (p.hi - p.lo);
        break;
    }
    return std::clamp(value, p.lo, p.hi);
}

SearchSpace::Point SearchSpace::pointAt(std::uint64_t index) const
{
    Point point(m_featureCount, 0.0);
    for (auto it = m_parameters.rbegin(); it != m_parameters.rend(); ++it) {
        const Parameter& p = *it;
        const std::uint64_t n = levels(p);
        const std::uint64_t k = n == 0 ? 0 : index % n;
        index = n == 0 ? index : index / n;
        switch (p.kind) {
        case Kind::Integer:
            point[p.feature] = toUnit(p, integerLow(p) + static_cast<double>(k));
            break;
        case Kind::Discrete:
            point[p.feature] = p.valueUnits[static_cast<std::size_t>(k)];
            break;
        case Kind::Categorical:
            point[p.feature + static_cast<std::size_t>(k)] = 1.0;
            break;
        case Kind::Double:
            point[p.feature] = 0.5;
            break;
        }
    }
    return point;
}

SearchSpace::Point SearchSpace::sample(Rng& rng) const
{
    Point point(m_featureCount, 0.0);
    for (const Parameter& p : m_parameters) {
        switch (p.kind) {
        case Kind::Double:
            point[p.feature] = rng.uniform();
            break;
        case Kind::Integer:
            if (p.scale == spec::ScaleType::UnitLinear) {
                // Every integer equally likely (rounding a uniform feature would halve the ends' chances).
                const auto n = static_cast<std::size_t>(integerHigh(p) - integerLow(p)) + 1;
                point[p.feature] = toUnit(p, integerLow(p) + static_cast<double>(rng.below(n)));
            } else {
                point[p.feature] = rng.uniform();
            }
            break;
        case Kind::Discrete:
            point[p.feature] = p.valueUnits[rng.below(p.values.size())];
            break;
        case Kind::Categorical:
            point[p.feature + rng.below(p.categories.size())] = 1.0;
            break;
        }
    }
    snap(point);
    return point;
}

void SearchSpace::snap(Point& point) const
{
    for (const Parameter& p : m_parameters) {
        double& z = point[p.feature];
        switch (p.kind) {
        case Kind::Double:
            z = std::isfinite(z) ? std::clamp(z, 0.0, 1.0) : 0.5;
            break;
        case Kind::Integer: {
            const double x = std::clamp(std::round(fromUnit(p, std::isfinite(z) ? z : 0.5)), integerLow(p), integerHigh(p));
            z = toUnit(p, x);
            break;
        }
        case Kind::Discrete:
            z = p.valueUnits[nearestIndex(p.valueUnits, std::isfinite(z) ? z : 0.5)];
            break;
        case Kind::Categorical: {
            const std::size_t best = argmax(point, p.feature, p.categories.size());
            for (std::size_t j = 0; j < p.categories.size(); ++j)
                point[p.feature + j] = j == best ? 1.0 : 0.0;
            break;
        }
        }
    }
}

Assignment SearchSpace::decode(const Point& point) const
{
    Assignment out;
    for (const Parameter& p : m_parameters) {
        const double z = point[p.feature];
        switch (p.kind) {
        case Kind::Double:
            out[p.name] = formatNumber(std::clamp(twelveDigits(fromUnit(p, z)), p.lo, p.hi));
            break;
        case Kind::Integer:
            out[p.name] = formatInteger(std::clamp(std::round(fromUnit(p, z)), integerLow(p), integerHigh(p)));
            break;
        case Kind::Discrete:
            out[p.name] = formatNumber(p.values[nearestIndex(p.valueUnits, z)]);
            break;
        case Kind::Categorical:
            out[p.name] = p.categories[argmax(point, p.feature, p.categories.size())];
            break;
        }
    }
    return out;
}

std::optional<SearchSpace::Point> SearchSpace::encode(const Assignment& assignment) const
{
    Point point(m_featureCount, 0.0);
    for (const Parameter& p : m_parameters) {
        const auto it = assignment.find(p.name);
        if (it == assignment.end())
            return std::nullopt;
        if (p.kind == Kind::Categorical) {
            const auto c = std::find(p.categories.begin(), p.categories.end(), it->second);
            if (c == p.categories.end())
                return std::nullopt;
            point[p.feature + static_cast<std::size_t>(c - p.categories.begin())] = 1.0;
            continue;
        }
        const auto value = spec::parseDouble(it->second);
        if (!value || !std::isfinite(*value))
            return std::nullopt;
        // A little slack for text written with fewer digits than the bound has.
        const double slack = 1e-9 * std::max({ 1.0, std::abs(p.lo), std::abs(p.hi) });
        if (*value < p.lo - slack || *value > p.hi + slack)
            return std::nullopt;
        const double x = std::clamp(*value, p.lo, p.hi);
        switch (p.kind) {
        case Kind::Double:
            point[p.feature] = toUnit(p, x);
            break;
        case Kind::Integer:
            point[p.feature] = toUnit(p, std::clamp(std::round(x), integerLow(p), integerHigh(p)));
            break;
        case Kind::Discrete:
            point[p.feature] = p.valueUnits[nearestIndex(p.values, x)];
            break;
        case Kind::Categorical:
            break;
        }
    }
    return point;
}

Assignment SearchSpace::canonical(const Assignment& assignment) const
{
    Assignment out;
    for (const Parameter& p : m_parameters) {
        const auto it = assignment.find(p.name);
        if (it == assignment.end())
            continue;
        const auto value = p.kind == Kind::Categorical ? std::nullopt : spec::parseDouble(it->second);
        if (!value || !std::isfinite(*value))
            out[p.name] = it->second;
        else if (p.kind == Kind::Integer && std::abs(*value) <= 9007199254740992.0 && std::trunc(*value) == *value)
            out[p.name] = formatInteger(*value);
        else
            out[p.name] = formatNumber(*value);
    }
    return out;
}

std::string SearchSpace::formatNumber(double value)
{
    if (value == 0.0)
        value = 0.0; // "-0" would read back fine but looks odd on a command line
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string SearchSpace::formatInteger(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, static_cast<std::int64_t>(value));
    return std::string(buffer, result.ptr);
}

} // namespace trainyard::tuner
