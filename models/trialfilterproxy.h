#pragma once

#include <QSortFilterProxyModel>

#include <memory>
#include <vector>

namespace trainyard::models {

class TrialTableModel;

// The trial table as a view shows it: sorted by TrialTableModel::SortRole (numbers by value; a trial
// without a value, such as a running trial's final metric, last in either order), and filtered to the
// trials a chart's brushes select.
class TrialFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit TrialFilterProxy(QObject* parent = nullptr);

    void setTrialModel(TrialTableModel* model);
    TrialTableModel* trialModel() const { return m_model; }

    // Which trials to show, by index in the model's series (a non-zero entry shows it); null shows all.
    // Trials beyond the mask's end (new since it was made) are shown.
    void setShown(std::shared_ptr<const std::vector<char>> shown);
    const std::shared_ptr<const std::vector<char>>& shown() const { return m_shown; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    TrialTableModel* m_model = nullptr;
    std::shared_ptr<const std::vector<char>> m_shown;
};

} // namespace trainyard::models
