#include "jobsortkeys.h"

#include <QAbstractItemModel>

#include <algorithm>
#include <bit>
#include <limits>
#include <string_view>
#include <unordered_map>

namespace trainyard::models {

namespace {

} // namespace

// QSortFilterProxyModel's rule, case-insensitive, as JobFilterProxy had it when it was one.
bool sortValueLess(const QVariant& left, const QVariant& right)
{
    if (!left.isValid() || !right.isValid())
        return !left.isValid() && right.isValid();
    if (left.userType() == QMetaType::QString && right.userType() == QMetaType::QString)
        return left.toString().compare(right.toString(), Qt::CaseInsensitive) < 0;
    const QPartialOrdering order = QVariant::compare(left, right);
    if (order != QPartialOrdering::Unordered)
        return order == QPartialOrdering::Less;
    return left.toString().compare(right.toString(), Qt::CaseInsensitive) < 0;
}

std::int64_t orderedDoubleBits(double value)
{
    if (value == 0)
        value = 0; // -0 == +0
    if (value != value)
        return std::numeric_limits<std::int64_t>::max();
    const auto bits = std::bit_cast<std::int64_t>(value);
    return bits < 0 ? bits ^ std::numeric_limits<std::int64_t>::max() : bits;
}

JobSortKeys JobSortKeys::fromRoles(const QAbstractItemModel& model, int column, int role)
{
    JobSortKeys keys;
    keys.m_kind = Kind::Variant;
    keys.m_rows = model.rowCount();
    keys.m_variants.reserve(static_cast<std::size_t>(keys.m_rows));
    for (int row = 0; row < keys.m_rows; ++row)
        keys.m_variants.push_back(model.index(row, column).data(role));
    return keys;
}

void JobSortKeys::sort(std::vector<int>& rows, Qt::SortOrder order) const
{
    switch (m_kind) {
    case Kind::Number:
        sortNumbers(rows, m_numbers, order);
        return;
    case Kind::Text: {
        // Few distinct texts (tiers, regions, label sets are shared): rank them once, sort the ranks.
        std::vector<Number> ranks;
        rankTexts(ranks);
        sortNumbers(rows, ranks, order);
        return;
    }
    case Kind::Id: {
        const auto id = [&](std::size_t row) {
            const std::uint32_t begin = row == 0 ? 0 : m_idEnd[row - 1];
            return std::string_view(m_idBytes).substr(begin, m_idEnd[row] - begin);
        };
        const auto less = [&](int l, int r) {
            const auto left = static_cast<std::size_t>(l);
            const auto right = static_cast<std::size_t>(r);
            if (m_texts[left].isNull() && m_texts[right].isNull())
                return id(left) < id(right);
            // As JobListModel::lessThan: a pair with a non-ASCII id compares the ids as QStrings.
            const auto text = [&](std::size_t row) {
                const std::string_view ascii = id(row);
                return m_texts[row].isNull()
                    ? QString::fromLatin1(ascii.data(), static_cast<qsizetype>(ascii.size()))
                    : m_texts[row];
            };
            return text(left).compare(text(right), Qt::CaseInsensitive) < 0;
        };
        if (order == Qt::AscendingOrder)
            std::stable_sort(rows.begin(), rows.end(), less);
        else
            std::stable_sort(rows.begin(), rows.end(), [&](int l, int r) { return less(r, l); });
        return;
    }
    case Kind::Variant: {
        const auto less = [&](int l, int r) {
            return sortValueLess(m_variants[static_cast<std::size_t>(l)], m_variants[static_cast<std::size_t>(r)]);
        };
        if (order == Qt::AscendingOrder)
            std::stable_sort(rows.begin(), rows.end(), less);
        else
            std::stable_sort(rows.begin(), rows.end(), [&](int l, int r) { return less(r, l); });
        return;
    }
    }
}

// Sorts (key, position) pairs: the position in `rows` breaks ties, which makes an unstable sort of
// compact values as stable as std::stable_sort of rows that compare through the keys, and faster.
void JobSortKeys::sortNumbers(std::vector<int>& rows, const std::vector<Number>& numbers, Qt::SortOrder order) const
{
    struct Item {
        Number key;
        int position;
        int row;
    };
    std::vector<Item> items;
    items.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        items.push_back({ numbers[static_cast<std::size_t>(rows[i])], static_cast<int>(i), rows[i] });
    if (order == Qt::AscendingOrder) {
        std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
            if (a.key.high != b.key.high)
                return a.key.high < b.key.high;
            if (a.key.low != b.key.low)
                return a.key.low < b.key.low;
            return a.position < b.position;
        });
    } else {
        std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
            if (a.key.high != b.key.high)
                return a.key.high > b.key.high;
            if (a.key.low != b.key.low)
                return a.key.low > b.key.low;
            return a.position < b.position;
        });
    }
    for (std::size_t i = 0; i < items.size(); ++i)
        rows[i] = items[i].row;
}

// Each row's rank among the distinct texts of the column (equal texts, equal ranks).
void JobSortKeys::rankTexts(std::vector<Number>& numbers) const
{
    std::unordered_map<const QChar*, int> slotOfText; // shared texts are found by their data
    std::vector<QString> distinct;
    std::vector<int> slotOf(m_texts.size());
    for (std::size_t row = 0; row < m_texts.size(); ++row) {
        const auto [it, added] = slotOfText.try_emplace(m_texts[row].constData(), static_cast<int>(distinct.size()));
        if (added)
            distinct.push_back(m_texts[row]);
        slotOf[row] = it->second;
    }
    std::vector<int> byText(distinct.size());
    for (std::size_t i = 0; i < byText.size(); ++i)
        byText[i] = static_cast<int>(i);
    std::sort(byText.begin(), byText.end(), [&](int l, int r) {
        return distinct[static_cast<std::size_t>(l)].compare(distinct[static_cast<std::size_t>(r)]) < 0;
    });
    std::vector<std::int64_t> rank(distinct.size());
    std::int64_t next = 0;
    for (std::size_t i = 0; i < byText.size(); ++i) {
        if (i > 0
            && distinct[static_cast<std::size_t>(byText[i - 1])] != distinct[static_cast<std::size_t>(byText[i])])
            ++next;
        rank[static_cast<std::size_t>(byText[i])] = next;
    }
    numbers.resize(m_texts.size());
    for (std::size_t row = 0; row < m_texts.size(); ++row)
        numbers[row] = { rank[static_cast<std::size_t>(slotOf[row])], 0 };
}

} // namespace trainyard::models
