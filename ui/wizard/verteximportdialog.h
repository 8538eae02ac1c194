#pragma once

#include "console/vertextext.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace trainyard::ui {

// Reads a Vertex job pasted as a REST body (JSON), a `gcloud ai … create --config` file (YAML), or a
// `gcloud ai custom-jobs|hp-tuning-jobs create …` command with the text of the file its --config
// names. The problem (line and column, or the flag) shows as it is typed.
class VertexImportDialog : public QDialog {
    Q_OBJECT

public:
    explicit VertexImportDialog(QWidget* parent = nullptr);

    void setText(const QString& text, const QString& configYaml = {});
    const std::optional<ImportedVertexJob>& imported() const { return m_imported; }

private:
    void parse();

    QPlainTextEdit* m_text;
    QPlainTextEdit* m_config;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
    std::optional<ImportedVertexJob> m_imported;
};

} // namespace trainyard::ui
