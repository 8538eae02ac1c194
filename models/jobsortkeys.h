#pragma once

#include <QString>
#include <QVariant>
#include <Qt>

#include <cstdint>
#include <string>
#include <vector>

class QAbstractItemModel;

namespace trainyard::models {

// A copy of one column's sort keys for every row of a JobListModel (JobListModel::sortKeys()) or of
// any model that offers its SortRole (fromRoles()), and the sort over them.
//
// It orders rows exactly as JobListModel::lessThan does (missing values first, ids case-insensitively,
// other texts as written), but it owns its keys: numbers by value, texts as shared copies (a reference
// count each). So JobFilterProxy takes it on the GUI thread and sorts on a worker while the model goes
// on changing; sorting it never touches the model.
class JobSortKeys {
public:
    JobSortKeys() = default;
    // The keys of `column` read through data(SortRole) (no JobListModel behind the proxy). Only for the
    // GUI thread's own sorts: QVariant copies of arbitrary values are not handed to workers.
    static JobSortKeys fromRoles(const QAbstractItemModel& model, int column, int role);

    int rowCount() const { return m_rows; }
    // Sorts `rows` (rows of this snapshot, each at most once) by the keys in `order`; rows with equal
    // keys keep their order in `rows`, in both directions, as a stable sort does.
    void sort(std::vector<int>& rows, Qt::SortOrder order) const;

private:
    friend class JobListModel;
    enum class Kind { Number, Text, Id, Variant };
    // Numbers compare as (high, low): see JobListModel::sortKeys() for each column's encoding.
    struct Number {
        std::int64_t high = 0;
        std::int64_t low = 0;
    };
    void sortNumbers(std::vector<int>& rows, const std::vector<Number>& numbers, Qt::SortOrder order) const;
    void rankTexts(std::vector<Number>& numbers) const;

    Kind m_kind = Kind::Number;
    int m_rows = 0;
    std::vector<Number> m_numbers; // Number
    // Text: the column's text (compared case-sensitively). Id: the id of a row whose id is not ASCII
    // (compared case-insensitively), else null.
    std::vector<QString> m_texts;
    // Id: the lower-cased ASCII ids, copied end to end (copying bytes is cheaper for the GUI thread than
    // a reference count on each row's search key), and where each row's id begins and ends in it.
    std::string m_idBytes;
    std::vector<std::uint32_t> m_idEnd;
    std::vector<QVariant> m_variants; // Variant
};

// How JobFilterProxy orders SortRole values of a model that is not a JobListModel (missing values
// first, texts case-insensitively, others as QVariant compares them).
bool sortValueLess(const QVariant& left, const QVariant& right);

// The byte-wise order of doubles as 64-bit integers (-0 and +0 equal, NaN above +infinity).
std::int64_t orderedDoubleBits(double value);

} // namespace trainyard::models
