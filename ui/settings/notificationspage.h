#pragma once

#include "settingspage.h"

#include "models/notificationrules.h"

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace trainyard::ui {

// The Notifications page of the settings dialog: the user's notification rules (state changes, log
// lines, metric thresholds) in a table with an enabled box each, Add (a menu of kinds) and Remove, and
// an editor for the selected rule that checks it as it is typed. apply() saves the rules
// (notifications/rules) and has every NotificationCenter read them again.
class NotificationsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit NotificationsPage(QWidget* parent = nullptr);

    void apply() override; // saves
    QString problem() const override; // empty when valid, else a message naming the rule and field

    std::vector<models::NotificationRule> rules() const { return m_rules; }
    void setRules(std::vector<models::NotificationRule> rules);
    void addRule(models::RuleKind kind);
    void removeCurrentRule();
    int currentRule() const { return m_current; }
    void selectRule(int index);

    QTableWidget* table() const { return m_table; }
    QLineEdit* patternEdit() const { return m_pattern; }
    QLabel* patternProblem() const { return m_patternProblem; }
    QLineEdit* sampleEdit() const { return m_sample; }
    QPushButton* testButton() const { return m_test; }
    QLabel* testResult() const { return m_testResult; }
    QLabel* problemLabel() const { return m_problem; }

private:
    void buildTable();
    void updateRow(int index);
    void showRule(); // the editor for m_current
    void edit(const std::function<void(models::NotificationRule&)>& change);
    void check();
    void runTest();

    std::vector<models::NotificationRule> m_rules;
    int m_current = -1;
    bool m_loading = false;

    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QGroupBox* m_editor;
    QCheckBox* m_enabled;
    QLineEdit* m_jobFilter;
    QLineEdit* m_backendFilter;
    QStackedWidget* m_kinds;
    std::vector<QCheckBox*> m_states;
    QLineEdit* m_pattern;
    QLabel* m_patternProblem;
    QCheckBox* m_caseInsensitive;
    QComboBox* m_severity;
    QSpinBox* m_rateLimit;
    QLineEdit* m_sample;
    QPushButton* m_test;
    QLabel* m_testResult;
    QLineEdit* m_metric;
    QComboBox* m_comparison;
    QDoubleSpinBox* m_threshold;
    QLabel* m_problem;
};

} // namespace trainyard::ui
