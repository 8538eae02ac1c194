#pragma once

#include "spec/job.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPlainTextEdit;

namespace trainyard::ui {

// Turns a `gcloud ai-platform jobs submit training …` command line (and the config.yaml its --config
// names, when it has one) into a job for the wizard. Problems are shown as they are typed, naming the
// flag or the line of the config.
class GcloudImportDialog : public QDialog {
    Q_OBJECT

public:
    explicit GcloudImportDialog(QWidget* parent = nullptr);

    void setCommand(const QString& command, const QString& configYaml = {});
    std::optional<spec::Job> job() const { return m_job; }
    QString problem() const;

private:
    void parse();

    QPlainTextEdit* m_command;
    QPlainTextEdit* m_config;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
    std::optional<spec::Job> m_job;
};

} // namespace trainyard::ui
