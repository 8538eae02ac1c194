#include "fanova.h"

#include <algorithm>
#include <cstddef>

namespace trainyard::tuner {

namespace {

    // The region of the box a node covers: an interval on each continuous axis, a set of categories on
    // each categorical one.
    struct Box {
        std::vector<double> lo;
        std::vector<double> hi;
        std::vector<std::vector<bool>> in;
    };

    struct Leaf {
        double value = 0.0;
        Box box;
        std::vector<double> share; // the leaf's fraction of each axis
        double volume = 1.0; // the product of the shares
    };

    class LeafCollector {
    public:
        LeafCollector(const RegressionTree& tree, const std::vector<FeatureDomain>& domains)
            : m_nodes(tree.nodes())
            , m_domains(domains)
        {
        }

        std::vector<Leaf> collect()
        {
            Box box;
            for (const FeatureDomain& d : m_domains) {
                box.lo.push_back(d.lo);
                box.hi.push_back(d.hi);
                box.in.emplace_back(d.categories, true);
            }
            if (!m_nodes.empty())
                visit(0, box);
            return std::move(m_leaves);
        }

    private:
        void visit(std::size_t index, Box& box)
        {
            const RegressionTree::Node& node = m_nodes[index];
            if (node.feature < 0) {
                leaf(node.value, box);
                return;
            }
            const auto f = static_cast<std::size_t>(node.feature);
            if (node.goesLeft.empty()) {
                const double lo = box.lo[f];
                const double hi = box.hi[f];
                box.hi[f] = std::min(hi, node.threshold);
                visit(static_cast<std::size_t>(node.left), box);
                box.hi[f] = hi;
                box.lo[f] = std::max(lo, node.threshold);
                visit(static_cast<std::size_t>(node.right), box);
                box.lo[f] = lo;
                return;
            }
            const std::vector<bool> in = box.in[f];
            const auto left = [&](std::size_t c) { return c < node.goesLeft.size() && node.goesLeft[c]; };
            for (std::size_t c = 0; c < in.size(); ++c)
                box.in[f][c] = in[c] && left(c);
            visit(static_cast<std::size_t>(node.left), box);
            for (std::size_t c = 0; c < in.size(); ++c)
                box.in[f][c] = in[c] && !left(c);
            visit(static_cast<std::size_t>(node.right), box);
            box.in[f] = in;
        }

        void leaf(double value, const Box& box)
        {
            Leaf l { value, box, {}, 1.0 };
            for (std::size_t f = 0; f < m_domains.size(); ++f) {
                const FeatureDomain& d = m_domains[f];
                double share = 1.0;
                if (d.categories > 0)
                    share = static_cast<double>(std::count(box.in[f].begin(), box.in[f].end(), true))
                        / static_cast<double>(d.categories);
                else if (d.hi > d.lo)
                    share = std::max(0.0, box.hi[f] - box.lo[f]) / (d.hi - d.lo);
                l.share.push_back(share);
                l.volume *= share;
            }
            if (l.volume > 0.0) // a box of no volume (a fit never makes one) weighs nothing
                m_leaves.push_back(std::move(l));
        }

        const std::vector<RegressionTree::Node>& m_nodes;
        const std::vector<FeatureDomain>& m_domains;
        std::vector<Leaf> m_leaves;
    };

    // Feature f's marginal means: the cells of its axis with their fractions of it, and the mean of the
    // tree over each cell (the other axes integrated out).
    double mainEffectVariance(std::size_t f, const FeatureDomain& domain, const std::vector<Leaf>& leaves,
        const std::vector<RegressionTree::Node>& nodes, double mean)
    {
        std::vector<double> cellShare;
        std::vector<double> cellMean;
        if (domain.categories > 0) {
            cellShare.assign(domain.categories, 1.0 / static_cast<double>(domain.categories));
            cellMean.assign(domain.categories, 0.0);
            for (const Leaf& l : leaves) {
                const double weight = l.value * l.volume / l.share[f]; // the leaf's volume in the other axes
                for (std::size_t c = 0; c < domain.categories; ++c)
                    if (l.box.in[f][c])
                        cellMean[c] += weight;
            }
        } else {
            // The axis' cells: between consecutive split points of f. Every leaf's interval on f runs
            // between two of them (its bounds are the domain's ends or thresholds of its ancestors).
            std::vector<double> points { domain.lo, domain.hi };
            for (const RegressionTree::Node& node : nodes)
                if (node.feature == static_cast<int>(f) && node.goesLeft.empty() && node.threshold > domain.lo
                    && node.threshold < domain.hi)
                    points.push_back(node.threshold);
            std::sort(points.begin(), points.end());
            points.erase(std::unique(points.begin(), points.end()), points.end());
            const std::size_t cells = points.size() - 1;
            if (cells == 0 || !(domain.hi > domain.lo))
                return 0.0;
            std::vector<double> difference(cells + 1, 0.0);
            for (const Leaf& l : leaves) {
                const double weight = l.value * l.volume / l.share[f];
                const auto first = static_cast<std::size_t>(
                    std::lower_bound(points.begin(), points.end(), l.box.lo[f]) - points.begin());
                const auto last = static_cast<std::size_t>(
                    std::lower_bound(points.begin(), points.end(), l.box.hi[f]) - points.begin());
                difference[std::min(first, cells)] += weight;
                difference[std::min(last, cells)] -= weight;
            }
            double running = 0.0;
            for (std::size_t c = 0; c < cells; ++c) {
                running += difference[c];
                cellMean.push_back(running);
                cellShare.push_back((points[c + 1] - points[c]) / (domain.hi - domain.lo));
            }
        }
        double variance = 0.0;
        for (std::size_t c = 0; c < cellMean.size(); ++c)
            variance += cellShare[c] * (cellMean[c] - mean) * (cellMean[c] - mean);
        return variance;
    }

} // namespace

std::optional<std::vector<double>> Fanova::mainEffectShares(
    const RegressionTree& tree, const std::vector<FeatureDomain>& domains)
{
    const std::vector<Leaf> leaves = LeafCollector(tree, domains).collect();
    if (leaves.empty())
        return std::nullopt;
    const auto [low, high] = std::minmax_element(
        leaves.begin(), leaves.end(), [](const Leaf& a, const Leaf& b) { return a.value < b.value; });
    if (!(low->value < high->value))
        return std::nullopt; // constant: no variance to share (and rounding would invent some)

    double volume = 0.0;
    double mean = 0.0;
    for (const Leaf& l : leaves) {
        volume += l.volume;
        mean += l.volume * l.value;
    }
    mean /= volume;
    double total = 0.0;
    for (const Leaf& l : leaves)
        total += l.volume * (l.value - mean) * (l.value - mean);
    total /= volume;
    if (!(total > 0.0))
        return std::nullopt;

    std::vector<double> shares;
    shares.reserve(domains.size());
    for (std::size_t f = 0; f < domains.size(); ++f)
        shares.push_back(std::clamp(mainEffectVariance(f, domains[f], leaves, tree.nodes(), mean) / total, 0.0, 1.0));
    return shares;
}

} // namespace trainyard::tuner
