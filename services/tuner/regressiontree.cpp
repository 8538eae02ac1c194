#include "regressiontree.h"

#include "rng.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <utility>

namespace trainyard::tuner {

namespace {

struct Split {
    int feature = -1;
    double gain = -std::numeric_limits<double>::infinity(); // Σ_side (Σ y)² / n: the larger, the lower the squared error
    double threshold = 0.0;
    std::vector<bool> goesLeft;
};

class Builder {
public:
    Builder(const std::vector<std::vector<double>>& rows, const std::vector<double>& y, const std::vector<FeatureDomain>& domains,
        const RegressionTree::Options& options, Rng& rng, std::vector<RegressionTree::Node>& nodes)
        : m_rows(rows)
        , m_y(y)
        , m_domains(domains)
        , m_options(options)
        , m_rng(rng)
        , m_nodes(nodes)
    {
    }

    int grow(const std::vector<std::size_t>& samples, int depth)
    {
        const int index = static_cast<int>(m_nodes.size());
        m_nodes.emplace_back();
        const std::size_t n = samples.size();
        double sum = 0.0;
        double low = std::numeric_limits<double>::infinity();
        double high = -low;
        for (const std::size_t s : samples) {
            sum += m_y[s];
            low = std::min(low, m_y[s]);
            high = std::max(high, m_y[s]);
        }
        const double mean = n > 0 ? sum / static_cast<double>(n) : 0.0;
        m_nodes[static_cast<std::size_t>(index)].value = mean;
        const auto minLeaf = static_cast<std::size_t>(std::max(1, m_options.minSamplesLeaf));
        if (n < 2 * minLeaf || depth >= m_options.maxDepth || !(low < high))
            return index;

        // Features in a random order; stop after featuresPerSplit of them once one of them splits.
        const std::size_t d = m_domains.size();
        const std::size_t tries = m_options.featuresPerSplit == 0 ? d : std::min(d, m_options.featuresPerSplit);
        std::vector<std::size_t> order(d);
        std::iota(order.begin(), order.end(), std::size_t { 0 });
        Split best;
        for (std::size_t k = 0; k < d; ++k) {
            std::swap(order[k], order[k + m_rng.below(d - k)]);
            const std::size_t f = order[k];
            if (m_domains[f].categories > 0)
                categorical(f, samples, mean, minLeaf, best);
            else
                continuous(f, samples, mean, minLeaf, best);
            if (k + 1 >= tries && best.feature >= 0)
                break;
        }
        if (best.feature < 0)
            return index; // every feature is constant over the node's samples

        std::vector<std::size_t> left;
        std::vector<std::size_t> right;
        for (const std::size_t s : samples)
            (goesLeft(best.feature, best.threshold, best.goesLeft, m_rows[s]) ? left : right).push_back(s);
        const int l = grow(left, depth + 1);
        const int r = grow(right, depth + 1);
        RegressionTree::Node& node = m_nodes[static_cast<std::size_t>(index)];
        node.feature = best.feature;
        node.threshold = best.threshold;
        node.goesLeft = std::move(best.goesLeft);
        node.left = l;
        node.right = r;
        return index;
    }

    static bool goesLeft(int feature, double threshold, const std::vector<bool>& categories, const std::vector<double>& row)
    {
        const double x = row[static_cast<std::size_t>(feature)];
        if (categories.empty())
            return x < threshold;
        const auto c = static_cast<std::size_t>(std::max(0.0, x));
        return c < categories.size() && categories[c];
    }

private:
    // Sums of values centred on the node's mean: the squared sums stay well conditioned.
    void continuous(std::size_t f, const std::vector<std::size_t>& samples, double mean, std::size_t minLeaf, Split& best)
    {
        std::vector<std::pair<double, double>> points; // (x, y − mean), sorted by x
        points.reserve(samples.size());
        for (const std::size_t s : samples)
            points.emplace_back(m_rows[s][f], m_y[s] - mean);
        std::sort(points.begin(), points.end());
        const std::size_t n = points.size();
        double total = 0.0;
        for (const auto& p : points)
            total += p.second;
        double left = 0.0;
        for (std::size_t i = 1; i < n; ++i) {
            left += points[i - 1].second;
            if (i < minLeaf || n - i < minLeaf || !(points[i - 1].first < points[i].first))
                continue;
            const double right = total - left;
            const double gain = left * left / static_cast<double>(i) + right * right / static_cast<double>(n - i);
            if (!(gain > best.gain))
                continue;
            const double a = points[i - 1].first;
            const double b = points[i].first;
            const std::optional<double>& cut = m_domains[f].cut;
            double threshold = a + (b - a) / 2.0;
            if (cut && a < *cut && b >= *cut)
                threshold = *cut;
            else if (!(threshold > a))
                threshold = b; // adjacent doubles: x < b still parts them
            best = { static_cast<int>(f), gain, threshold, {} };
        }
    }

    void categorical(std::size_t f, const std::vector<std::size_t>& samples, double mean, std::size_t minLeaf, Split& best)
    {
        const std::size_t k = m_domains[f].categories;
        std::vector<std::size_t> count(k, 0);
        std::vector<double> sum(k, 0.0);
        for (const std::size_t s : samples) {
            const auto c = std::min(k - 1, static_cast<std::size_t>(std::max(0.0, m_rows[s][f])));
            ++count[c];
            sum[c] += m_y[s] - mean;
        }
        std::vector<std::size_t> present;
        for (std::size_t c = 0; c < k; ++c)
            if (count[c] > 0)
                present.push_back(c);
        std::sort(present.begin(), present.end(), [&](std::size_t a, std::size_t b) {
            const double ma = sum[a] / static_cast<double>(count[a]);
            const double mb = sum[b] / static_cast<double>(count[b]);
            return ma < mb || (ma == mb && a < b);
        });
        const std::size_t n = samples.size();
        double total = 0.0;
        for (const std::size_t c : present)
            total += sum[c];
        double left = 0.0;
        std::size_t nLeft = 0;
        for (std::size_t j = 1; j < present.size(); ++j) {
            left += sum[present[j - 1]];
            nLeft += count[present[j - 1]];
            if (nLeft < minLeaf || n - nLeft < minLeaf)
                continue;
            const double right = total - left;
            const double gain = left * left / static_cast<double>(nLeft) + right * right / static_cast<double>(n - nLeft);
            if (!(gain > best.gain))
                continue;
            // Categories the node has no sample of go with the larger side: its mean is the nearer
            // to the node's, the best guess for a category the node knows nothing of.
            std::vector<bool> goes(k, nLeft > n - nLeft);
            for (std::size_t i = 0; i < present.size(); ++i)
                goes[present[i]] = i < j;
            best = { static_cast<int>(f), gain, 0.0, std::move(goes) };
        }
    }

    const std::vector<std::vector<double>>& m_rows;
    const std::vector<double>& m_y;
    const std::vector<FeatureDomain>& m_domains;
    const RegressionTree::Options& m_options;
    Rng& m_rng;
    std::vector<RegressionTree::Node>& m_nodes;
};

} // namespace

RegressionTree RegressionTree::fit(const std::vector<std::vector<double>>& rows, const std::vector<double>& y,
    std::vector<std::size_t> samples, const std::vector<FeatureDomain>& domains, const Options& options, Rng& rng)
{
    RegressionTree tree;
    Builder(rows, y, domains, options, rng, tree.m_nodes).grow(samples, 0);
    return tree;
}

double RegressionTree::predict(const std::vector<double>& row) const
{
    std::size_t i = 0;
    while (m_nodes[i].feature >= 0) {
        const Node& node = m_nodes[i];
        i = static_cast<std::size_t>(Builder::goesLeft(node.feature, node.threshold, node.goesLeft, row) ? node.left : node.right);
    }
    return m_nodes[i].value;
}

} // namespace trainyard::tuner
