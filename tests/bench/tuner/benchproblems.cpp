#include "benchproblems.h"

#include "spec/numbers.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numbers>
#include <optional>
#include <stdexcept>

namespace trainyard::tunerbench {

namespace {
    using tuner::Assignment;

    double number(const Assignment& a, const std::string& name)
    {
        const auto it = a.find(name);
        const auto v = it == a.end() ? std::nullopt : spec::parseDouble(it->second);
        if (!v)
            throw std::runtime_error("bad value for " + name);
        return *v;
    }

    spec::ParameterSpec doubleParam(
        std::string name, double lo, double hi, spec::ScaleType scale = spec::ScaleType::UnitLinear)
    {
        spec::ParameterSpec p;
        p.parameterName = std::move(name);
        p.type = spec::ParameterType::Double;
        p.minValue = lo;
        p.maxValue = hi;
        p.scaleType = scale;
        return p;
    }

    spec::ParameterSpec integerParam(std::string name, double lo, double hi)
    {
        spec::ParameterSpec p = doubleParam(std::move(name), lo, hi);
        p.type = spec::ParameterType::Integer;
        return p;
    }

    spec::ParameterSpec categoricalParam(std::string name, std::vector<std::string> values)
    {
        spec::ParameterSpec p;
        p.parameterName = std::move(name);
        p.type = spec::ParameterType::Categorical;
        p.categoricalValues = std::move(values);
        return p;
    }

    spec::ParameterSpec discreteParam(std::string name, std::vector<double> values, spec::ScaleType scale)
    {
        spec::ParameterSpec p;
        p.parameterName = std::move(name);
        p.type = spec::ParameterType::Discrete;
        p.discreteValues = std::move(values);
        p.scaleType = scale;
        return p;
    }

    spec::HyperparameterSpec study(std::vector<spec::ParameterSpec> params)
    {
        spec::HyperparameterSpec s;
        s.goal = spec::GoalType::Minimize;
        s.params = std::move(params);
        s.maxTrials = 50;
        return s;
    }

    double branin(const Assignment& a)
    {
        const double x1 = number(a, "x1"), x2 = number(a, "x2");
        const double pi = std::numbers::pi;
        const double b = 5.1 / (4.0 * pi * pi), c = 5.0 / pi, r = 6.0, s = 10.0, t = 1.0 / (8.0 * pi);
        const double q = x2 - b * x1 * x1 + c * x1 - r;
        return q * q + s * (1.0 - t) * std::cos(x1) + s;
    }

    double hartmann6(const Assignment& a)
    {
        static const std::array<double, 4> alpha { 1.0, 1.2, 3.0, 3.2 };
        static const double A[4][6] = { { 10, 3, 17, 3.5, 1.7, 8 }, { 0.05, 10, 17, 0.1, 8, 14 },
            { 3, 3.5, 1.7, 10, 17, 8 }, { 17, 8, 0.05, 10, 0.1, 14 } };
        static const double P[4][6] = { { 1312, 1696, 5569, 124, 8283, 5886 }, { 2329, 4135, 8307, 3736, 1004, 9991 },
            { 2348, 1451, 3522, 2883, 3047, 6650 }, { 4047, 8828, 8732, 5743, 1091, 381 } };
        double x[6];
        for (int i = 0; i < 6; ++i)
            x[i] = number(a, "x" + std::to_string(i));
        double sum = 0.0;
        for (int k = 0; k < 4; ++k) {
            double inner = 0.0;
            for (int i = 0; i < 6; ++i) {
                const double d = x[i] - 1e-4 * P[k][i];
                inner += A[k][i] * d * d;
            }
            sum += alpha[static_cast<std::size_t>(k)] * std::exp(-inner);
        }
        return -sum;
    }

    // A synthetic training loss where the best learning rate and depth depend on the optimiser.
    const std::map<std::string, double> bestLogLr { { "sgd", -1.0 }, { "momentum", -1.8 }, { "adam", -3.3 },
        { "rmsprop", -2.7 } };
    const std::map<std::string, double> floorOf { { "sgd", 0.35 }, { "momentum", 0.15 }, { "adam", 0.0 },
        { "rmsprop", 0.05 } };
    const std::map<std::string, double> bestDepth { { "sgd", 3 }, { "momentum", 4 }, { "adam", 6 }, { "rmsprop", 5 } };

    double mixed(const Assignment& a)
    {
        const double u = std::log10(number(a, "lr"));
        const std::string& c = a.at("opt");
        const double layers = number(a, "layers");
        const double mu = bestLogLr.at(c) - 0.08 * (layers - bestDepth.at(c));
        const double d = u - mu;
        return floorOf.at(c) + 0.25 * d * d + 0.15 * (1.0 - std::cos(2.0 * std::numbers::pi * d))
            + 0.03 * (layers - bestDepth.at(c)) * (layers - bestDepth.at(c));
    }

    double mixed10(const Assignment& a)
    {
        const double wd = std::log10(number(a, "wd")) + 4.0;
        const double batch = std::log2(number(a, "batch")) - 7.0;
        const double layers = number(a, "layers") - 4.0;
        return hartmann6(a) + 0.05 * wd * wd + 0.02 * batch * batch + 0.03 * layers * layers + floorOf.at(a.at("opt"));
    }

    // The three below have their optimum inside the box and away from its centre (issue 20): a tuner
    // drawn to the bounds, or winning by its first trial at the centre, shows on them.
    std::vector<double> vector(const Assignment& a, int d)
    {
        std::vector<double> x(static_cast<std::size_t>(d));
        for (int i = 0; i < d; ++i)
            x[static_cast<std::size_t>(i)] = number(a, "x" + std::to_string(i));
        return x;
    }

    // Levy, d = 4, x ∈ [-5, 10]⁴: many local minima; f* = 0 at x = 1.
    double levy4(const Assignment& a)
    {
        const double pi = std::numbers::pi;
        std::vector<double> w = vector(a, 4);
        for (double& v : w)
            v = 1.0 + (v - 1.0) / 4.0;
        const auto sq = [](double v) { return v * v; };
        double f = sq(std::sin(pi * w.front()));
        for (std::size_t i = 0; i + 1 < w.size(); ++i)
            f += sq(w[i] - 1.0) * (1.0 + 10.0 * sq(std::sin(pi * w[i] + 1.0)));
        return f + sq(w.back() - 1.0) * (1.0 + sq(std::sin(2.0 * pi * w.back())));
    }

    // Rosenbrock, d = 4, x ∈ [-2.048, 2.048]⁴: a curved valley; f* = 0 at x = 1.
    double rosenbrock4(const Assignment& a)
    {
        const std::vector<double> x = vector(a, 4);
        double f = 0.0;
        for (std::size_t i = 0; i + 1 < x.size(); ++i)
            f += 100.0 * (x[i + 1] - x[i] * x[i]) * (x[i + 1] - x[i] * x[i]) + (1.0 - x[i]) * (1.0 - x[i]);
        return f;
    }

    // Styblinski–Tang, d = 5, x ∈ [-5, 5]⁵: f* = -39.16616570377142·5 at x = -2.903534 (the centre scores 0,
    // the corners 100 to 125 per coordinate).
    double styblinski5(const Assignment& a)
    {
        double f = 0.0;
        for (const double v : vector(a, 5))
            f += v * v * v * v - 16.0 * v * v + 5.0 * v;
        return 0.5 * f;
    }

    std::vector<spec::ParameterSpec> box(int d, double lo, double hi)
    {
        std::vector<spec::ParameterSpec> out;
        for (int i = 0; i < d; ++i)
            out.push_back(doubleParam("x" + std::to_string(i), lo, hi));
        return out;
    }

    std::vector<BenchProblem> make()
    {
        std::vector<BenchProblem> out;
        out.push_back({ "branin", study({ doubleParam("x1", -5.0, 10.0), doubleParam("x2", 0.0, 15.0) }), branin,
            0.397887357729738, 0.0 });
        std::vector<spec::ParameterSpec> h6;
        for (int i = 0; i < 6; ++i)
            h6.push_back(doubleParam("x" + std::to_string(i), 0.0, 1.0));
        out.push_back({ "hartmann6", study(h6), hartmann6, -3.322368011415515, 0.0 });
        out.push_back({ "mixed",
            study({ doubleParam("lr", 1e-5, 1.0, spec::ScaleType::UnitLog), integerParam("layers", 1, 10),
                categoricalParam("opt", { "sgd", "momentum", "adam", "rmsprop" }) }),
            mixed, 0.0, 0.0 });
        out.push_back({ "hartmann6_noisy", study(h6), hartmann6, -3.322368011415515, 0.1 });
        std::vector<spec::ParameterSpec> m10 = h6;
        m10.push_back(doubleParam("wd", 1e-6, 1e-1, spec::ScaleType::UnitLog));
        m10.push_back(discreteParam("batch", { 16, 32, 64, 128, 256, 512 }, spec::ScaleType::UnitLog));
        m10.push_back(integerParam("layers", 1, 8));
        m10.push_back(categoricalParam("opt", { "sgd", "momentum", "adam", "rmsprop" }));
        out.push_back({ "mixed10", study(m10), mixed10, -3.322368011415515, 0.0 });
        out.push_back({ "levy4", study(box(4, -5.0, 10.0)), levy4, 0.0, 0.0 });
        out.push_back({ "rosenbrock4", study(box(4, -2.048, 2.048)), rosenbrock4, 0.0, 0.0 });
        out.push_back({ "styblinski5", study(box(5, -5.0, 5.0)), styblinski5, -39.16616570377142 * 5.0, 0.0 });
        return out;
    }
} // namespace

const std::vector<BenchProblem>& benchProblems()
{
    static const std::vector<BenchProblem> problems = make();
    return problems;
}

const BenchProblem* benchProblem(const std::string& name)
{
    for (const auto& p : benchProblems())
        if (p.name == name)
            return &p;
    return nullptr;
}

namespace {
    // Where a numeric parameter's value lies: -1 at its minimum, +1 at its maximum, 0 inside (within a
    // relative tolerance of 1e-9 of its range); std::nullopt for a categorical or absent parameter.
    std::optional<int> side(const tuner::SearchSpace::Parameter& p, const Assignment& a)
    {
        if (p.kind == tuner::SearchSpace::Kind::Categorical)
            return std::nullopt;
        const auto it = a.find(p.name);
        const auto v = it == a.end() ? std::nullopt : spec::parseDouble(it->second);
        if (!v)
            return std::nullopt;
        const double tolerance = 1e-9 * (p.hi - p.lo);
        if (*v <= p.lo + tolerance)
            return -1;
        if (*v >= p.hi - tolerance)
            return 1;
        return 0;
    }
} // namespace

bool onBound(const tuner::SearchSpace& space, const Assignment& a)
{
    return std::any_of(
        space.parameters().begin(), space.parameters().end(), [&](const tuner::SearchSpace::Parameter& p) {
            const auto at = side(p, a);
            return at && *at != 0;
        });
}

bool atCorner(const tuner::SearchSpace& space, const Assignment& a)
{
    bool any = false;
    for (const auto& p : space.parameters()) {
        if (p.kind != tuner::SearchSpace::Kind::Double)
            continue;
        const auto at = side(p, a);
        if (!at || *at == 0)
            return false;
        any = true;
    }
    return any;
}

} // namespace trainyard::tunerbench
