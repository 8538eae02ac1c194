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
        double gain
            = -std::numeric_limits<double>::infinity(); // Σ_side (Σ y)² / n: the larger, the lower the squared error
        double threshold = 0.0;
        std::vector<bool> goesLeft;
    };

    // Grows the tree over the bootstrap sample, its members numbered 0 … n−1 (a row drawn twice is two
    // members). A node is a range [begin, end) of the member list and of one list per continuous feature
    // that holds the same members sorted by that feature: the root sorts once, and each split partitions
    // the node's ranges stably in place, so no node sorts or allocates lists again.
    class Builder {
    public:
        Builder(const std::vector<std::vector<double>>& rows, const std::vector<double>& y,
            const std::vector<std::size_t>& samples, const std::vector<FeatureDomain>& domains,
            const RegressionTree::Options& options, Rng& rng, std::vector<RegressionTree::Node>& nodes)
            : m_domains(domains)
            , m_options(options)
            , m_rng(rng)
            , m_nodes(nodes)
            , m_x(domains.size())
            , m_sorted(domains.size())
            , m_left(samples.size(), false)
            , m_buffer(samples.size())
        {
            for (const std::size_t s : samples) {
                m_y.push_back(y[s]);
                for (std::size_t f = 0; f < domains.size(); ++f)
                    m_x[f].push_back(rows[s][f]);
            }
            m_members.resize(samples.size());
            std::iota(m_members.begin(), m_members.end(), std::size_t { 0 });
            for (std::size_t f = 0; f < domains.size(); ++f) {
                if (domains[f].categories > 0)
                    continue;
                m_sorted[f] = m_members;
                const std::vector<double>& x = m_x[f];
                std::sort(m_sorted[f].begin(), m_sorted[f].end(),
                    [&](std::size_t a, std::size_t b) { return x[a] < x[b] || (x[a] == x[b] && a < b); });
            }
        }

        void growRoot() { grow(0, m_members.size(), 0); }

        static bool goesLeft(double threshold, const std::vector<bool>& categories, double x)
        {
            if (categories.empty())
                return x < threshold;
            const auto c = static_cast<std::size_t>(std::max(0.0, x));
            return c < categories.size() && categories[c];
        }

    private:
        int grow(std::size_t begin, std::size_t end, int depth)
        {
            const int index = static_cast<int>(m_nodes.size());
            m_nodes.emplace_back();
            const std::size_t n = end - begin;
            double sum = 0.0;
            double low = std::numeric_limits<double>::infinity();
            double high = -low;
            for (std::size_t i = begin; i < end; ++i) {
                const double v = m_y[m_members[i]];
                sum += v;
                low = std::min(low, v);
                high = std::max(high, v);
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
                    categorical(f, begin, end, mean, minLeaf, best);
                else
                    continuous(f, begin, end, mean, minLeaf, best);
                if (k + 1 >= tries && best.feature >= 0)
                    break;
            }
            if (best.feature < 0)
                return index; // every feature is constant over the node's members

            const std::vector<double>& x = m_x[static_cast<std::size_t>(best.feature)];
            for (std::size_t i = begin; i < end; ++i)
                m_left[m_members[i]] = goesLeft(best.threshold, best.goesLeft, x[m_members[i]]);
            const std::size_t middle = partition(m_members, begin, end);
            for (std::vector<std::size_t>& sorted : m_sorted)
                if (!sorted.empty())
                    partition(sorted, begin, end);
            const int l = grow(begin, middle, depth + 1);
            const int r = grow(middle, end, depth + 1);
            RegressionTree::Node& node = m_nodes[static_cast<std::size_t>(index)];
            node.feature = best.feature;
            node.threshold = best.threshold;
            node.goesLeft = std::move(best.goesLeft);
            node.left = l;
            node.right = r;
            return index;
        }

        // Members going left first, each side in its previous order; returns where the right side starts.
        std::size_t partition(std::vector<std::size_t>& list, std::size_t begin, std::size_t end)
        {
            std::size_t left = begin;
            std::size_t right = 0;
            for (std::size_t i = begin; i < end; ++i) {
                const std::size_t j = list[i];
                if (m_left[j])
                    list[left++] = j;
                else
                    m_buffer[right++] = j;
            }
            std::copy(m_buffer.begin(), m_buffer.begin() + static_cast<std::ptrdiff_t>(right),
                list.begin() + static_cast<std::ptrdiff_t>(left));
            return left;
        }

        // Sums of values centred on the node's mean: the squared sums stay well conditioned.
        void continuous(
            std::size_t f, std::size_t begin, std::size_t end, double mean, std::size_t minLeaf, Split& best)
        {
            const std::vector<double>& x = m_x[f];
            const std::size_t* sorted = m_sorted[f].data() + begin;
            const std::size_t n = end - begin;
            double total = 0.0;
            for (std::size_t i = 0; i < n; ++i)
                total += m_y[sorted[i]] - mean;
            double left = 0.0;
            for (std::size_t i = 1; i < n; ++i) {
                left += m_y[sorted[i - 1]] - mean;
                const double a = x[sorted[i - 1]];
                const double b = x[sorted[i]];
                if (i < minLeaf || n - i < minLeaf || !(a < b))
                    continue;
                const double right = total - left;
                const double gain = left * left / static_cast<double>(i) + right * right / static_cast<double>(n - i);
                if (!(gain > best.gain))
                    continue;
                const std::optional<double>& cut = m_domains[f].cut;
                double threshold = a + (b - a) / 2.0;
                if (cut && a < *cut && b >= *cut)
                    threshold = *cut;
                else if (!(threshold > a))
                    threshold = b; // adjacent doubles: x < b still parts them
                best = { static_cast<int>(f), gain, threshold, {} };
            }
        }

        void categorical(
            std::size_t f, std::size_t begin, std::size_t end, double mean, std::size_t minLeaf, Split& best)
        {
            const std::size_t k = m_domains[f].categories;
            std::vector<std::size_t> count(k, 0);
            std::vector<double> sum(k, 0.0);
            for (std::size_t i = begin; i < end; ++i) {
                const std::size_t j = m_members[i];
                const auto c = std::min(k - 1, static_cast<std::size_t>(std::max(0.0, m_x[f][j])));
                ++count[c];
                sum[c] += m_y[j] - mean;
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
            const std::size_t n = end - begin;
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
                const double gain
                    = left * left / static_cast<double>(nLeft) + right * right / static_cast<double>(n - nLeft);
                if (!(gain > best.gain))
                    continue;
                // Categories the node has no member of go with the larger side: its mean is the nearer
                // to the node's, the best guess for a category the node knows nothing of.
                std::vector<bool> goes(k, nLeft > n - nLeft);
                for (std::size_t i = 0; i < present.size(); ++i)
                    goes[present[i]] = i < j;
                best = { static_cast<int>(f), gain, 0.0, std::move(goes) };
            }
        }

        const std::vector<FeatureDomain>& m_domains;
        const RegressionTree::Options& m_options;
        Rng& m_rng;
        std::vector<RegressionTree::Node>& m_nodes;
        std::vector<std::vector<double>> m_x; // by feature, then member
        std::vector<double> m_y; // by member
        std::vector<std::size_t> m_members; // nodes' ranges, in no particular order within them
        std::vector<std::vector<std::size_t>> m_sorted; // by continuous feature: nodes' ranges sorted by it
        std::vector<bool> m_left; // the split being made: which members go left
        std::vector<std::size_t> m_buffer; // partition()'s right side
    };

} // namespace

RegressionTree RegressionTree::fit(const std::vector<std::vector<double>>& rows, const std::vector<double>& y,
    const std::vector<std::size_t>& samples, const std::vector<FeatureDomain>& domains, const Options& options,
    Rng& rng)
{
    RegressionTree tree;
    if (!samples.empty())
        Builder(rows, y, samples, domains, options, rng, tree.m_nodes).growRoot();
    return tree;
}

double RegressionTree::predict(const std::vector<double>& row) const
{
    if (m_nodes.empty())
        return 0.0;
    std::size_t i = 0;
    while (m_nodes[i].feature >= 0) {
        const Node& node = m_nodes[i];
        const double x = row[static_cast<std::size_t>(node.feature)];
        i = static_cast<std::size_t>(Builder::goesLeft(node.threshold, node.goesLeft, x) ? node.left : node.right);
    }
    return m_nodes[i].value;
}

} // namespace trainyard::tuner
