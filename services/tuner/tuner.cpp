#include "tuner.h"

#include <charconv>
#include <cmath>
#include <random>
#include <set>

namespace trainyard::tuner {

namespace {
    // Placeholder until the Bayesian, grid and random tuners land: uniform random search.
    std::string shortest(double v)
    {
        char buf[64];
        auto r = std::to_chars(buf, buf + sizeof buf, v);
        return std::string(buf, r.ptr);
    }

    class UniformRandom : public Tuner {
    public:
        UniformRandom(spec::HyperparameterSpec spec, std::uint64_t seed)
            : m_spec(std::move(spec))
            , m_seed(seed)
        {
        }
        std::vector<Assignment> suggest(const std::vector<Observation>& history, int count) override
        {
            std::set<Assignment> seen;
            for (const auto& o : history)
                seen.insert(o.parameters);
            std::mt19937_64 rng(m_seed * 1000003ULL + history.size());
            std::vector<Assignment> out;
            for (int attempt = 0; static_cast<int>(out.size()) < count && attempt < count * 100; ++attempt) {
                Assignment a;
                for (const auto& p : *m_spec.params) {
                    const auto type = p.type ? p.type->value() : spec::ParameterType::Unspecified;
                    std::uniform_real_distribution<double> u(0.0, 1.0);
                    if (type == spec::ParameterType::Categorical) {
                        const auto& c = *p.categoricalValues;
                        a[*p.parameterName] = c[static_cast<std::size_t>(u(rng) * static_cast<double>(c.size())) % c.size()];
                    } else if (type == spec::ParameterType::Discrete) {
                        const auto& d = *p.discreteValues;
                        a[*p.parameterName] = shortest(d[static_cast<std::size_t>(u(rng) * static_cast<double>(d.size())) % d.size()]);
                    } else if (type == spec::ParameterType::Integer) {
                        const double lo = *p.minValue, hi = *p.maxValue;
                        a[*p.parameterName] = shortest(std::floor(lo + u(rng) * (hi - lo + 1.0)));
                    } else {
                        a[*p.parameterName] = shortest(*p.minValue + u(rng) * (*p.maxValue - *p.minValue));
                    }
                }
                if (seen.insert(a).second)
                    out.push_back(std::move(a));
            }
            return out;
        }

    private:
        spec::HyperparameterSpec m_spec;
        std::uint64_t m_seed;
    };
} // namespace

std::unique_ptr<Tuner> Tuner::create(const spec::HyperparameterSpec& spec, std::uint64_t seed, std::string& error)
{
    if (!spec.params || spec.params->empty()) {
        error = "hyperparameters.params: at least one parameter is needed";
        return nullptr;
    }
    return std::make_unique<UniformRandom>(spec, seed);
}

} // namespace trainyard::tuner
